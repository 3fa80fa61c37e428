import { metaDescription } from '../cms-pages.js';

export interface CmsDocument {
  /** The text of the page's first heading, when it has one. */
  heading: string | undefined;
  /** The HTML to show: without that heading when it becomes the page's h1. */
  body: string;
  /** The opening paragraph, cut for the meta description. */
  description: string | undefined;
}

/**
 * Reads a CMS page's HTML (parsed, never run: DOMParser documents execute nothing; the body is
 * sanitised when shown). With `headingAsTitle`, the first heading moves out of the body into the h1.
 */
export function readCmsHtml(html: string, headingAsTitle: boolean): CmsDocument {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  const heading = body.querySelector('h1, h2, h3, h4, h5, h6');
  const text = heading?.textContent.trim() ?? '';
  if (headingAsTitle && text) heading?.remove();
  return {
    heading: text === '' ? undefined : text,
    body: body.innerHTML,
    description: metaDescription(body.querySelector('p')?.textContent ?? ''),
  };
}
