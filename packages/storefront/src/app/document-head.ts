import { STORES } from '@vitrine/api-client';
import type { i18n } from 'i18next';
import type { StoreConfig } from '../config/store-config.js';
import { PAGE_HEAD_ATTRIBUTE, type PageHead } from '../shared/page-head.js';
import { storeUrl as siteUrl } from '../shared/structured-data.js';
import { scriptSafeJson } from './page-state.js';

/** Each store's counterpart, for the alternate-language links. */
const OTHER_STORE = { fr: STORES.uk, uk: STORES.fr } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const attributeList = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');
/** A tag the browser's PageMeta renders too (React adopts it when it hydrates). */
const pageTag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${attributeList(attributes)}>`;
/** A tag only the server writes. */
const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${PAGE_HEAD_ATTRIBUTE} ${attributeList(attributes)}>`;

export interface HeadContext {
  config: StoreConfig;
  i18n: i18n;
  /** The site's origin (https://host), for absolute addresses. */
  origin: string;
  /** The page asked for: its pathname includes the store's segment. */
  location: { pathname: string };
}

/**
 * The document head of a server-rendered page (issue 18, point 5): title, description, robots,
 * canonical, alternates between the stores, Open Graph, Twitter card and JSON-LD.
 */
export function documentHead(
  head: PageHead,
  { config, i18n, origin, location }: HeadContext,
): string {
  const t = i18n.getFixedT(config.language);
  const site = t('META_SITE_NAME');
  const title = head.title ? `${head.title} | ${site}` : site;
  const description = head.description ?? t('META_DEFAULT_DESCRIPTION');
  const storeUrl = (segment: StoreConfig['segment'], path: string) =>
    siteUrl({ origin, segment }, path);
  const canonical = storeUrl(
    config.segment,
    head.canonicalPath ?? (location.pathname.slice(config.segment.length + 1) || '/'),
  );
  const other = OTHER_STORE[config.segment];
  const image = head.image && new URL(head.image, origin).href;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    pageTag('meta', { name: 'description', content: description }),
  ];
  if (head.statusCode !== undefined)
    tags.push(pageTag('meta', { name: 'prerender-status-code', content: String(head.statusCode) }));
  if (head.noIndex) tags.push(pageTag('meta', { name: 'robots', content: 'noindex' }));
  else {
    tags.push(tag('link', { rel: 'canonical', href: canonical }));
    if (head.alternatePath !== undefined) {
      const ownPath = canonical.slice(`${origin}/${config.segment}`.length) || '/';
      const alternates = {
        [config.locale]: canonical,
        [other.locale]: storeUrl(other.segment, head.alternatePath),
      };
      for (const [hreflang, href] of Object.entries(alternates))
        tags.push(tag('link', { rel: 'alternate', hreflang, href }));
      const frenchPath = config.segment === 'fr' ? ownPath : head.alternatePath;
      tags.push(
        tag('link', { rel: 'alternate', hreflang: 'x-default', href: storeUrl('fr', frenchPath) }),
      );
    }
  }
  const openGraph: Record<string, string | undefined> = {
    'og:type': head.type ?? 'website',
    'og:site_name': site,
    'og:title': head.title ?? site,
    'og:description': description,
    'og:url': canonical,
    'og:locale': config.locale.replace('-', '_'),
    'og:image': image,
  };
  for (const [property, content] of Object.entries(openGraph))
    if (content !== undefined) tags.push(tag('meta', { property, content }));
  tags.push(
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
  );
  for (const data of head.structuredData?.({ origin, segment: config.segment }) ?? [])
    tags.push(
      `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${scriptSafeJson(data)}</script>`,
    );
  return tags.join('');
}
