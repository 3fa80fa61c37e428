import Type, { type Static } from 'typebox';
import { SEARCH_MAX_LENGTH } from '@vitrine/validation';
import { Banner, Link, Page, PriceString, WildcardParams } from './common.js';
import { defineRoute } from './route.js';

export { STICKER_SEPARATOR } from './sticker.js';

export const Availability = Type.Union([
  Type.Literal('in-stock'),
  Type.Literal('low-stock'),
  Type.Literal('out-of-stock'),
]);
export type Availability = Static<typeof Availability>;

export const ColourSwatch = Type.Object({
  idCustColor: Type.String(),
  couleur: Type.String(),
  hex: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
});
export type ColourSwatch = Static<typeof ColourSwatch>;

/** The attributes a product card, the autocomplete and listings need (spec 2.3, 3). */
export const CardAttributes = Type.Object({
  libelle: Type.String(),
  metaMarque: Type.String(),
  prix: PriceString,
  prixBarre: PriceString,
  /** false: the variants have different prices and `prix` is the lowest ('From'). */
  prixUnique: Type.Boolean(),
  /** Discount percentage against `prixBarre`, 0 when none. */
  decote: Type.Number({ minimum: 0, maximum: 100 }),
  /** Pack size for lots ('pack of N'); 1 for single items. */
  metaLot: Type.Integer({ minimum: 1 }),
  couleur: Type.String(),
  idCustColor: Type.String(),
  colours: Type.Array(ColourSwatch),
  stickerPrincipal: Type.String(),
  stickerSecondaire1: Type.String(),
  stickerSecondaire2: Type.String(),
  stickerOpeco: Type.String(),
  estGrandeTaille: Type.Boolean(),
  disponibilite: Availability,
  imgFacePivot: Type.String(),
  imgDosPivot: Type.String(),
});
export type CardAttributes = Static<typeof CardAttributes>;

/**
 * What a listing card carries for the data layer (spec 3, tracking product fields), beside what it
 * shows: the three category levels (the product sheet's names), the size labels of the product's
 * variants in size order (the store's sizing), and the units in stock across its variants.
 */
export const CardTrackingAttributes = Type.Object({
  universe: Type.String(),
  subuniverse: Type.String(),
  codeLibelleSsfamille: Type.String(),
  libellesTailles: Type.Array(Type.String()),
  stock: Type.Integer({ minimum: 0 }),
});
export type CardTrackingAttributes = Static<typeof CardTrackingAttributes>;

export const ProductCard = Type.Object({
  id: Type.String({ pattern: '^P-[A-Z0-9]{8,10}$' }),
  url: Type.String(),
  attributes: Type.Object({ ...CardAttributes.properties, ...CardTrackingAttributes.properties }),
});
export type ProductCard = Static<typeof ProductCard>;

const ProductImages = Type.Object({
  imgFacePivot: Type.String(),
  imgFaceSlim: Type.String(),
  imgFaceCurvy: Type.String(),
  imgDosPivot: Type.String(),
  imgDosCurvy: Type.String(),
  imgDetailPivot: Type.String(),
  imgDetailCurvy: Type.String(),
  imgAutresSlim: Type.Array(Type.String()),
  imgAutresCurvy: Type.Array(Type.String()),
  imgVignetteSlim: Type.String(),
  imgVignetteCurvy: Type.String(),
  vidSlim: Type.String(),
  vidCurvy: Type.String(),
});

const ProductSize = Type.Object({
  codeTaille: Type.String(),
  libelleTaille: Type.String(),
  /** Cup size for bras, '' otherwise. */
  bonnet: Type.String(),
  /** Large-size (Curvy) range, priced and pictured separately. */
  isLargeSize: Type.Boolean(),
});

const ProductVariant = Type.Object({
  SKUReelle: Type.String(),
  catalogueSKU: Type.String(),
  EAN: Type.String({ pattern: '^\\d{13}$' }),
  idCustColor: Type.String(),
  codeTaille: Type.String(),
});

const ProductColour = Type.Object({ ...ColourSwatch.properties, images: ProductImages });

const ReviewSummary = Type.Object({
  average: Type.Number({ minimum: 0, maximum: 5 }),
  count: Type.Integer({ minimum: 0 }),
  items: Type.Array(
    Type.Object({
      author: Type.String(),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      title: Type.String(),
      body: Type.String(),
      date: Type.String({ format: 'date' }),
    }),
  ),
});

/** Everything about a product that does not change during the day (spec 3, catalogue attributes). */
export const ProductStatic = Type.Object({
  id: Type.String(),
  url: Type.String(),
  /** The 7-character catalogue reference a shopper types in quick order or search. */
  reference: Type.String({ pattern: '^[A-Z0-9]{7}$' }),
  attributes: Type.Object({
    ...CardAttributes.properties,
    ...ProductImages.properties,
    nomModele: Type.String(),
    /** Plain text paragraphs separated by blank lines. */
    description: Type.String(),
    origine: Type.String(),
    listeTailles: Type.Array(ProductSize),
    codeLibelleFamille: Type.String(),
    codeLibelleSsfamille: Type.String(),
    universe: Type.String(),
    subuniverse: Type.String(),
    /** Size guide id, read from /media/wysiwyg/fiche-produit/{id}.html; '' when none. */
    sizeGuide: Type.String(),
  }),
  colours: Type.Array(ProductColour),
  variants: Type.Array(ProductVariant),
  breadcrumb: Type.Array(Link),
  reviews: ReviewSummary,
});
export type ProductStatic = Static<typeof ProductStatic>;

/** Price and stock, per SKU, read fresh on every product page. */
export const ProductDynamic = Type.Object({
  id: Type.String(),
  currency: Type.Union([Type.Literal('EUR'), Type.Literal('GBP')]),
  largeSize: Type.Boolean(),
  prixUnique: Type.Boolean(),
  skus: Type.Array(
    Type.Object({
      SKUReelle: Type.String(),
      idCustColor: Type.String(),
      codeTaille: Type.String(),
      prix: PriceString,
      prixBarre: PriceString,
      decote: Type.Number({ minimum: 0, maximum: 100 }),
      /** 'M': a markdown (reduced at the end of a season), '' otherwise. */
      discountType: Type.String(),
      stock: Type.Integer({ minimum: 0 }),
      disponibilite: Availability,
    }),
  ),
});
export type ProductDynamic = Static<typeof ProductDynamic>;

const DynamicQuery = Type.Object({ largeSize: Type.Optional(Type.Boolean()) });

const RelatedQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 12 })),
});

export const ListingSort = Type.Union([
  Type.Literal('relevance'),
  Type.Literal('price-asc'),
  Type.Literal('price-desc'),
  Type.Literal('newest'),
  Type.Literal('discount'),
]);
export type ListingSort = Static<typeof ListingSort>;
export const SORTS: readonly ListingSort[] = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'discount',
];

/** Listing and search filters; lists are comma-separated codes (`size=38,40`). */
export const ListingQuery = Type.Object({
  page: Type.Optional(Page),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 96, default: 48 })),
  sort: Type.Optional(ListingSort),
  size: Type.Optional(Type.String({ maxLength: 256 })),
  colour: Type.Optional(Type.String({ maxLength: 256 })),
  brand: Type.Optional(Type.String({ maxLength: 512 })),
  priceMin: Type.Optional(Type.Number({ minimum: 0 })),
  priceMax: Type.Optional(Type.Number({ minimum: 0 })),
  inStock: Type.Optional(Type.Boolean()),
});
export type ListingQuery = Static<typeof ListingQuery>;

const FacetValue = Type.Object({
  code: Type.String(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  selected: Type.Boolean(),
});

export const Facets = Type.Object({
  sizes: Type.Array(FacetValue),
  colours: Type.Array(Type.Object({ ...FacetValue.properties, hex: Type.String() })),
  brands: Type.Array(FacetValue),
  price: Type.Object({ min: Type.Number(), max: Type.Number() }),
  inStock: Type.Integer({ minimum: 0 }),
});
export type Facets = Static<typeof Facets>;

export const Listing = Type.Object({
  title: Type.String(),
  breadcrumb: Type.Array(Link),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  pageCount: Type.Integer({ minimum: 0 }),
  sort: ListingSort,
  products: Type.Array(ProductCard),
  facets: Facets,
});
export type Listing = Static<typeof Listing>;

export const SearchListing = Type.Object({
  ...Listing.properties,
  term: Type.String(),
  /** The spelling the results are for when the typed term matched nothing as typed. */
  correctedTerm: Type.Optional(Type.String()),
});
export type SearchListing = Static<typeof SearchListing>;

/** Where a search leads (spec 4, search): a product, a category, or the results page with data. */
export const SearchResponse = Type.Object({
  contextUrl: Type.String(),
  isSearchPage: Type.Boolean(),
  data: Type.Union([SearchListing, Type.Null()]),
});
export type SearchResponse = Static<typeof SearchResponse>;

const SearchParams = Type.Object({
  kind: Type.Union([Type.Literal('Recherche'), Type.Literal('Search')]),
  term: Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH }),
});

/** A stretch of a label, marked when it matches what the shopper typed. */
const HighlightPart = Type.Object({ text: Type.String(), match: Type.Boolean() });

export const SuggestResponse = Type.Object({
  pages: Type.Array(
    Type.Object({
      id: Type.String(),
      url: Type.String(),
      label: Type.String(),
      highlight: Type.Array(HighlightPart),
    }),
  ),
  products: Type.Array(ProductCard),
});
export type SuggestResponse = Static<typeof SuggestResponse>;

export interface MenuItem {
  id: string;
  label: string;
  url: string;
  children: MenuItem[];
  metadata: {
    menuColumn?: number;
    menuNoClick?: boolean;
    menuNoLayer?: boolean;
    menuMobNoLayer?: boolean;
    cssClass?: string;
  };
  banner?: Banner;
}

export const MenuItem = Type.Cyclic(
  {
    MenuItem: Type.Object({
      id: Type.String(),
      label: Type.String(),
      url: Type.String(),
      children: Type.Array(Type.Ref('MenuItem')),
      metadata: Type.Object({
        menuColumn: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
        menuNoClick: Type.Optional(Type.Boolean()),
        menuNoLayer: Type.Optional(Type.Boolean()),
        menuMobNoLayer: Type.Optional(Type.Boolean()),
        cssClass: Type.Optional(Type.String()),
      }),
      /** Only in columns 3 to 5: a banner instead of (or under) links. */
      banner: Type.Optional(Banner),
    }),
  },
  'MenuItem',
);

export const Menu = Type.Object({
  hierarchy: Type.Array(MenuItem),
  /** Merchandising banners of the mobile drawer's carousel. */
  dynamicZones: Type.Array(Type.Object({ id: Type.String(), banners: Type.Array(Banner) })),
  serviceBanner: Type.Union([Banner, Type.Null()]),
  mobFooterBanner: Type.Union([Banner, Type.Null()]),
});
export type Menu = Omit<Static<typeof Menu>, 'hierarchy'> & { hierarchy: MenuItem[] };

/** The site content feed (spec 3): zone 0 is the header banner, zones 3–5 search merchandising. */
export const SiteContentFeed = Type.Object({
  Zones: Type.Array(
    Type.Object({
      ZoneId: Type.Integer(),
      Controls: Type.Array(
        Type.Object({
          ControlId: Type.String(),
          Actions: Type.Array(Type.Object({ HtmlContent: Type.String() })),
        }),
      ),
    }),
  ),
});
export type SiteContentFeed = Static<typeof SiteContentFeed>;

/** The no-result feed: titles in Header.Controls[].Attributes, product carousels in Zones. */
export const NoResultFeed = Type.Object({
  Header: Type.Object({
    Controls: Type.Array(Type.Object({ Attributes: Type.Record(Type.String(), Type.String()) })),
  }),
  Zones: Type.Array(
    Type.Object({
      ZoneId: Type.Integer(),
      Controls: Type.Array(Type.Object({ Actions: Type.Array(ProductCard) })),
    }),
  ),
});
export type NoResultFeed = Static<typeof NoResultFeed>;

const FeedQuery = Type.Object({ ts: Type.Optional(Type.String({ maxLength: 32 })) });

export const Sitemap = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  pageCount: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(Link),
});
export type Sitemap = Static<typeof Sitemap>;

const tag = 'catalogue';

export const catalogueRoutes = {
  menu: defineRoute({
    method: 'GET',
    path: '/api/v2/menu',
    summary: 'Mega menu: hierarchy, mobile carousel zones, service and mobile footer banners',
    tag,
    response: Menu,
  }),
  siteContent: defineRoute({
    method: 'GET',
    path: '/api/catalog/json/Custom/Site.cxml',
    summary: 'Site content feed: zone 0 header banner, zones 3 to 5 search merchandising',
    tag,
    querystring: FeedQuery,
    response: SiteContentFeed,
  }),
  noResultContent: defineRoute({
    method: 'GET',
    path: '/api/catalog/json/Custom/NoResult.cxml',
    summary: 'No-result feed: titles and products of the not-found and no-result carousels',
    tag,
    querystring: FeedQuery,
    response: NoResultFeed,
  }),
  listing: defineRoute({
    method: 'GET',
    path: '/api/listing/json/*',
    summary: 'Category listing (path /C-{5 digits}-{slug}) with filters, sorts, pages and facets',
    tag,
    params: WildcardParams,
    querystring: ListingQuery,
    response: Listing,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/search/:kind/:term',
    summary: 'Full search: where to go (product, category or results) and the first results',
    tag,
    params: SearchParams,
    querystring: ListingQuery,
    response: SearchResponse,
  }),
  searchResults: defineRoute({
    method: 'GET',
    path: '/api/json/Search/:term',
    summary: 'Search results with filters, sorts, pages and facets',
    tag,
    params: Type.Object({ term: SearchParams.properties.term }),
    querystring: ListingQuery,
    response: SearchListing,
  }),
  suggest: defineRoute({
    method: 'GET',
    path: '/api/suggest',
    summary: 'Autocomplete: matching category pages (highlighted) and products, from 2 characters',
    tag,
    querystring: Type.Object({ q: Type.String({ maxLength: SEARCH_MAX_LENGTH }) }),
    response: SuggestResponse,
  }),
  productStatic: defineRoute({
    method: 'GET',
    path: '/api/v2/product/static/json/*',
    summary: 'Product sheet (path /P-{id}-{slug}): texts, colours, sizes, images, reviews',
    tag,
    params: WildcardParams,
    response: ProductStatic,
  }),
  productDynamic: defineRoute({
    method: 'GET',
    path: '/api/v2/product/dynamic/json/*',
    summary: 'Prices and stock per SKU; largeSize=true for the large-size (Curvy) range',
    tag,
    params: WildcardParams,
    querystring: DynamicQuery,
    response: ProductDynamic,
  }),
  relatedProducts: defineRoute({
    method: 'GET',
    path: '/api/v2/product/related/json/*',
    summary: 'Related products: by priority, without duplicates, at most `limit`',
    tag,
    params: WildcardParams,
    querystring: RelatedQuery,
    response: Type.Array(ProductCard),
  }),
  productSitemap: defineRoute({
    method: 'GET',
    path: '/api/sitemap/products',
    summary: 'Product site plan, paged',
    tag,
    querystring: Type.Object({ page: Type.Optional(Page) }),
    response: Sitemap,
  }),
  categorySitemap: defineRoute({
    method: 'GET',
    path: '/api/sitemap/categories',
    summary: 'Category site plan, paged',
    tag,
    querystring: Type.Object({ page: Type.Optional(Page) }),
    response: Sitemap,
  }),
};
