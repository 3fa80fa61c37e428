import type { FooterColumn } from '@vitrine/ui';
import { storePathOf } from '../../../shared/store-path.js';

/**
 * The footer's columns from the footer HTML (spec 7.5): each `<section>` is a column, its heading
 * the title, its links the entries (store links made relative to the segment). Sections without a
 * link are left out: the kit shows service information itself.
 */
export function footerColumns(
  html: string,
  segment: string,
  parse: (html: string) => Document,
): FooterColumn[] {
  const doc = parse(html);
  return [...doc.querySelectorAll('section')].flatMap((section) => {
    const title = section.querySelector('h2, h3')?.textContent.trim() ?? '';
    const links = [...section.querySelectorAll('a[href]')].map((link) => ({
      label: link.textContent.trim(),
      href: storePathOf(link.getAttribute('href') ?? '/', segment),
    }));
    return title && links.length > 0 ? [{ title, links }] : [];
  });
}
