import type { FooterColumn } from '@vitrine/ui';
import { popinPathOf } from '../../../shared/popin/popin-address.js';
import { storePathOf } from '../../../shared/store-path.js';

/** The footer HTML (spec 7.5: the media footer path) as the footer shows it. */
export interface FooterContent {
  /** The kit's link columns (an accordion on phones). */
  columns: FooterColumn[];
  /** The rest of the HTML (service hours, payment, delivery…), shown as it is, sanitised. */
  information: string;
}

/**
 * Reads the footer HTML: a `<section>` that holds a heading and links only, none of them to a
 * pop-in, is a link column (its heading the title, its links the entries, store links made
 * relative to the segment); every other part stays HTML, for the footer's information band.
 * Nothing of the content is dropped, nothing shown twice.
 */
export function readFooterHtml(
  html: string,
  segment: string,
  parse: (html: string) => Document,
): FooterContent {
  const doc = parse(html);
  const columns = [...doc.querySelectorAll('section')].flatMap((section) => {
    const title = section.querySelector('h2, h3')?.textContent.trim() ?? '';
    const anchors = [...section.querySelectorAll('a[href]')];
    const hrefs = anchors.map((link) => link.getAttribute('href') ?? '/');
    if (!title || anchors.length === 0 || !holdsOnlyLinks(section)) return [];
    if (hrefs.some((href) => popinPathOf(href, segment) !== undefined)) return [];
    section.remove();
    return [
      {
        title,
        links: anchors.map((link, index) => ({
          label: link.textContent.trim(),
          href: storePathOf(hrefs[index] ?? '/', segment),
        })),
      },
    ];
  });
  return { columns, information: doc.body.innerHTML.trim() };
}

/** Whether a section says nothing besides its heading and its links' texts. */
function holdsOnlyLinks(section: Element): boolean {
  const rest = section.cloneNode(true) as Element;
  rest.querySelector('h2, h3')?.remove();
  for (const link of rest.querySelectorAll('a[href]')) link.remove();
  return rest.textContent.trim() === '';
}
