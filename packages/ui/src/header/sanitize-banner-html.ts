import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';

/**
 * The top banner's HTML comes from the content feed (zone 0); only inline formatting and links
 * survive. Scripts, iframes, styles, event handlers and `javascript:` links are dropped.
 */
export const BANNER_ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'br',
  'em',
  'i',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
];

/** Links keep their address; every other attribute (style, class, on…) goes. */
export const BANNER_ALLOWED_ATTRIBUTES: readonly string[] = ['href'];

const CONFIG: Config = {
  ALLOWED_TAGS: [...BANNER_ALLOWED_TAGS],
  ALLOWED_ATTR: [...BANNER_ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** True when the HTML holds no visible text once its tags and spaces are removed. */
export function isBlankHtml(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

/**
 * The banner HTML reduced to inline formatting and links, or '' when nothing visible remains.
 * Needs a DOM: without one (server rendering) it returns '' rather than unsanitised HTML.
 */
export function sanitizeBannerHtml(html: string): string {
  if (isBlankHtml(html)) return '';
  // In Node, DOMPurify is a bare factory: `isSupported` is false and it cannot sanitise.
  if (!DOMPurify.isSupported || typeof DOMPurify.sanitize !== 'function') return '';
  const clean = DOMPurify.sanitize(html, CONFIG);
  return isBlankHtml(clean) ? '' : clean.trim();
}
