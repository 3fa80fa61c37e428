import type {
  Banner,
  Menu,
  MenuItem,
  NoResultFeed,
  ProductCard,
  SiteContentFeed,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { bannerImageUrl } from '../catalogue/urls.js';
import { renderBanner } from './banner-art.js';
import { freeDeliveryFrom } from './free-delivery.js';
import { escapeXml } from './illustrations.js';
import {
  CMS_PAGES,
  FOOTER_HTML,
  PATHS,
  POPINS,
  internalLinkingHtml,
  popinDocument,
  sizeGuideHtml,
} from './cms-content.js';
import type { StoreRows } from './store-catalogue.js';
import { SIZE_SCALES, type Localised, type SizeScale } from './vocabulary.js';

export interface DocumentRow {
  store: StoreSegment;
  kind: 'feed' | 'page' | 'popin' | 'size-guide' | 'footer' | 'linking' | 'banner-image';
  key: string;
  contentType: 'application/json' | 'text/html' | 'image/svg+xml';
  body: string;
}

const BANNER_COLOURS = [
  '#7a3b5e',
  '#2f5d62',
  '#8c5a2b',
  '#3d4f7c',
  '#5b6b3a',
  '#9b3d3d',
  '#4a4a6a',
];

const TEXTS = {
  newIn: { fr: 'Nouvelle collection', uk: 'New in' },
  deals: { fr: 'Bonnes affaires', uk: 'Deals' },
  inspiration: { fr: 'Inspirations', uk: 'Inspiration' },
  service: {
    fr: `Livraison offerte dès ${freeDeliveryFrom('fr')} d’achat · Retours sous 30 jours`,
    uk: `Free delivery when you spend ${freeDeliveryFrom('uk')} · 30-day returns`,
  },
  catalogue: { fr: 'Recevez notre catalogue gratuit', uk: 'Get our free catalogue' },
  catalogueText: {
    fr: 'Toute la collection chez vous, sans frais.',
    uk: 'The whole collection delivered to your door, free.',
  },
  shoppingIdea: { fr: 'Une idée shopping ?', uk: 'Looking for an idea?' },
  alsoDiscover: { fr: 'À découvrir aussi', uk: 'Also discover' },
  headerBanner: {
    fr: `<p><strong>Livraison offerte</strong> dès ${freeDeliveryFrom('fr')} d’achat · <a href="/fr${PATHS.delivery.fr}">Voir les conditions</a></p>`,
    uk: `<p><strong>Free delivery</strong> when you spend ${freeDeliveryFrom('uk')} · <a href="/uk${PATHS.delivery.uk}">See conditions</a></p>`,
  },
  searchIdeas: { fr: 'Idées du moment', uk: 'Ideas of the moment' },
  linking: { fr: 'Nos incontournables', uk: 'Our essentials' },
} satisfies Record<string, Localised>;

/** Builds a banner and the SVG picture it points to. */
function bannerMaker(segment: StoreSegment, images: DocumentRow[]) {
  return (
    id: string,
    title: string,
    url: string,
    width: number,
    height: number,
    text?: string,
  ): Banner => {
    const colour = BANNER_COLOURS[images.length % BANNER_COLOURS.length] ?? '#333333';
    images.push({
      store: segment,
      kind: 'banner-image',
      key: id,
      contentType: 'image/svg+xml',
      body: renderBanner(width, height, colour, title),
    });
    return {
      id,
      title,
      ...(text ? { text } : {}),
      url,
      image: { src: bannerImageUrl(segment, id), width, height, alt: title },
    };
  };
}

function buildMenu(
  segment: StoreSegment,
  rows: StoreRows,
  banner: ReturnType<typeof bannerMaker>,
): Menu {
  const children = (parentId: string) =>
    rows.categories.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);
  const universes = rows.categories
    .filter((c) => c.level === 0)
    .sort((a, b) => a.position - b.position);
  const hierarchy: MenuItem[] = universes.map((universe) => {
    const groups = children(universe.id);
    const items: MenuItem[] = groups.slice(0, 4).map((group, column) => ({
      id: group.id,
      label: group.label,
      url: group.url,
      metadata: { menuColumn: column + 1 },
      children: children(group.id).map((leaf) => ({
        id: leaf.id,
        label: leaf.label,
        url: leaf.url,
        children: [],
        metadata: {},
      })),
    }));
    // The column after the links holds a banner (columns 3 to 5 only, spec 2.2).
    const bannerColumn = Math.max(3, items.length + 1);
    if (bannerColumn <= 5)
      items.push({
        id: `${universe.id}-inspiration`,
        label: TEXTS.inspiration[segment],
        url: `${universe.url}?sort=newest`,
        children: [],
        metadata: { menuColumn: bannerColumn, menuNoClick: true },
        banner: banner(
          `menu-${universe.id}`,
          `${TEXTS.newIn[segment]} · ${universe.label}`,
          `${universe.url}?sort=newest`,
          300,
          400,
        ),
      });
    return {
      id: universe.id,
      label: universe.label,
      url: universe.url,
      children: items,
      // Well-being has few categories: on mobile its entry goes straight to its page.
      metadata: universe.universe === 'well-being' ? { menuMobNoLayer: true } : {},
    };
  });
  const [firstUniverse] = universes;
  if (firstUniverse)
    hierarchy.push({
      id: 'deals',
      label: TEXTS.deals[segment],
      url: `${firstUniverse.url}?sort=discount`,
      children: [],
      metadata: { menuNoLayer: true, cssClass: 'menu-item--deals' },
    });
  return {
    hierarchy,
    dynamicZones: [
      {
        id: 'mobile-carousel',
        banners: universes
          .slice(0, 3)
          .map((u) =>
            banner(
              `carousel-${u.id}`,
              `${TEXTS.newIn[segment]} · ${u.label}`,
              `${u.url}?sort=newest`,
              600,
              300,
            ),
          ),
      },
    ],
    serviceBanner: banner('service', TEXTS.service[segment], PATHS.delivery[segment], 1200, 60),
    mobFooterBanner: banner(
      'catalogue',
      TEXTS.catalogue[segment],
      '/catalogrequest/',
      600,
      200,
      TEXTS.catalogueText[segment],
    ),
  };
}

function buildSiteFeed(
  segment: StoreSegment,
  rows: StoreRows,
  banner: ReturnType<typeof bannerMaker>,
): SiteContentFeed {
  const groups = rows.categories.filter((c) => c.level === 1).slice(0, 3);
  return {
    Zones: [
      {
        ZoneId: 0,
        Controls: [
          { ControlId: 'header-banner', Actions: [{ HtmlContent: TEXTS.headerBanner[segment] }] },
        ],
      },
      ...groups.map((group, i) => {
        const picture = banner(`search-${String(i + 3)}`, group.label, group.url, 300, 200);
        return {
          ZoneId: i + 3,
          Controls: [
            {
              ControlId: `search-merchandising-${String(i + 3)}`,
              Actions: [
                {
                  HtmlContent: `<a href="/${segment}${escapeXml(group.url)}"><img src="${picture.image.src}" width="300" height="200" alt="${escapeXml(group.label)}"></a><p>${escapeXml(TEXTS.searchIdeas[segment])} : <a href="/${segment}${escapeXml(group.url)}">${escapeXml(group.label)}</a></p>`,
                },
              ],
            },
          ],
        };
      }),
    ],
  };
}

function buildNoResultFeed(segment: StoreSegment, cards: ProductCard[]): NoResultFeed {
  return {
    Header: {
      Controls: [
        {
          Attributes: {
            title: TEXTS.shoppingIdea[segment],
            secondTitle: TEXTS.alsoDiscover[segment],
          },
        },
      ],
    },
    Zones: [
      { ZoneId: 1, Controls: [{ Actions: cards.slice(0, 8) }] },
      { ZoneId: 2, Controls: [{ Actions: cards.slice(8, 16) }] },
    ],
  };
}

/**
 * The internal-linking blocks (spec 7.5, /html/maillagebloc-{identifier}.html), identified by the
 * category id (docs/decisions/021), one for every category: a universe links to all its
 * categories; a group or a category to the one above it and to the others beside it.
 */
export function linkingBlocks(
  segment: StoreSegment,
  rows: StoreRows,
): { id: string; html: string }[] {
  type Category = StoreRows['categories'][number];
  const byId = new Map(rows.categories.map((c) => [c.id, c]));
  const html = (title: string, links: Category[]) =>
    internalLinkingHtml(
      segment,
      title,
      links.map((c) => ({ label: c.label, url: c.url })),
    );
  // The plan's order: each universe, then its groups, each followed by its categories.
  return rows.categories.map((category) => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    if (!parent)
      return {
        id: category.id,
        html: html(
          `${TEXTS.linking[segment]} · ${category.label}`,
          rows.categories.filter((c) => c.level === 2 && c.path.startsWith(`${category.id}/`)),
        ),
      };
    const siblings = rows.categories.filter(
      (c) => c.parentId === parent.id && c.id !== category.id,
    );
    return {
      id: category.id,
      html: html(`${TEXTS.alsoDiscover[segment]} · ${parent.label}`, [parent, ...siblings]),
    };
  });
}

/** Every editorial document of one store, ready to store. */
export function storeDocuments(
  segment: StoreSegment,
  rows: StoreRows,
  popularCards: ProductCard[],
): DocumentRow[] {
  const images: DocumentRow[] = [];
  const banner = bannerMaker(segment, images);
  const json = (key: string, body: unknown): DocumentRow => ({
    store: segment,
    kind: 'feed',
    key,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const html = (kind: DocumentRow['kind'], key: string, body: string): DocumentRow => ({
    store: segment,
    kind,
    key,
    contentType: 'text/html',
    body,
  });
  return [
    json('menu', buildMenu(segment, rows, banner)),
    json('site', buildSiteFeed(segment, rows, banner)),
    json('no-result', buildNoResultFeed(segment, popularCards)),
    ...CMS_PAGES.map((page) => html('page', page.path[segment], page.html[segment])),
    ...POPINS.map((popin) => html('popin', popin.path, popinDocument(popin, segment))),
    ...(Object.keys(SIZE_SCALES) as SizeScale[]).map((scale) =>
      html('size-guide', scale, sizeGuideHtml(segment, scale)),
    ),
    html('footer', 'footer', FOOTER_HTML[segment]),
    ...linkingBlocks(segment, rows).map((block) => html('linking', block.id, block.html)),
    ...images,
  ];
}
