import type { Link, ProductDynamic, ProductStatic } from '@vitrine/api-client';
import type { StoreConfig } from '../config/store-config.js';

/**
 * schema.org data for search engines (issue 18, point 5), written as JSON-LD by the server.
 * Every address is absolute: `site` turns a store-relative path into one.
 */
export interface SiteAddress {
  /** https://host */
  origin: string;
  segment: StoreConfig['segment'];
}

export const storeUrl = ({ origin, segment }: SiteAddress, path: string) =>
  `${origin}/${segment}${path === '/' ? '/' : path}`;

const absolute = (site: SiteAddress, address: string) =>
  /^https?:\/\//.test(address) ? address : `${site.origin}${address}`;

/** The home page's: the shop as an organisation, and its search box (sitelinks search). */
export function homeStructuredData(site: SiteAddress, brandName: string, searchSlug: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      url: storeUrl(site, '/'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brandName,
      url: storeUrl(site, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: storeUrl(site, `/${searchSlug}/{search_term_string}`),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** Home › … › the page: store-relative links, the last one being the page itself. */
export function breadcrumbStructuredData(site: SiteAddress, crumbs: readonly Link[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: storeUrl(site, crumb.url),
    })),
  };
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * A product with one offer per SKU (price, currency, stock, GTIN-13 from its EAN). Without the
 * price and stock answer (it failed), the catalogue's price and availability stand in.
 */
export function productStructuredData(
  site: SiteAddress,
  product: ProductStatic,
  stock: ProductDynamic | undefined,
  currency: StoreConfig['currency'],
) {
  const { attributes } = product;
  const eanBySku = new Map(product.variants.map((variant) => [variant.SKUReelle, variant.EAN]));
  const url = storeUrl(site, product.url);
  const offers = stock
    ? stock.skus.map((sku) => ({
        '@type': 'Offer',
        sku: sku.SKUReelle,
        ...(eanBySku.get(sku.SKUReelle) ? { gtin13: eanBySku.get(sku.SKUReelle) } : {}),
        price: sku.prix,
        priceCurrency: currency,
        availability: sku.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        url,
      }))
    : [
        {
          '@type': 'Offer',
          price: attributes.prix,
          priceCurrency: currency,
          availability: attributes.disponibilite === 'out-of-stock' ? OUT_OF_STOCK : IN_STOCK,
          url,
        },
      ];
  const image = attributes.imgFacePivot || attributes.imgFaceSlim;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: attributes.libelle,
    description: attributes.description,
    sku: product.reference,
    brand: { '@type': 'Brand', name: attributes.metaMarque },
    ...(image ? { image: absolute(site, image) } : {}),
    ...(product.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviews.average,
            reviewCount: product.reviews.count,
          },
        }
      : {}),
    offers,
  };
}
