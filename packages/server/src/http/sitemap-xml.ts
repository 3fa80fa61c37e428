import { escapeXml } from '../seed/illustrations.js';

/** One <url> of a sitemap or one <sitemap> of an index: an absolute URL and its W3C date. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const SITEMAP_SCHEMA = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function sitemapDocument(root: string, tag: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(({ loc, lastmod }) => {
    const date = lastmod === null ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
    return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_SCHEMA}">`,
    ...items,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap: the pages themselves. */
export const urlSetXml = (entries: readonly SitemapEntry[]): string =>
  sitemapDocument('urlset', 'url', entries);

/** A sitemap index: the store's sitemap files. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]): string =>
  sitemapDocument('sitemapindex', 'sitemap', entries);
