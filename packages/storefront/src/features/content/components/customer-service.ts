import { storePathOf } from '../../../shared/store-path.js';

/**
 * The customer service's paragraphs (phone, opening hours) from the footer HTML: those of the
 * section that links to the contact page. Empty when the footer has no such section.
 */
export function customerServiceHtml(footerHtml: string, contactPath: string, segment: string) {
  const doc = new DOMParser().parseFromString(footerHtml, 'text/html');
  const section = [...doc.querySelectorAll('section')].find((candidate) =>
    [...candidate.querySelectorAll('a[href]')].some(
      (link) => storePathOf(link.getAttribute('href') ?? '', segment) === contactPath,
    ),
  );
  return [...(section?.querySelectorAll('p') ?? [])].map((p) => p.outerHTML).join('');
}
