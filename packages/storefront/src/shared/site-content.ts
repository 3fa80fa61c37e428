import type { SiteContentFeed } from '@vitrine/api-client';
import type { SearchBanner } from '@vitrine/ui';
import { storePathOf } from './store-path.js';

/** Spec 3: zone 0 of the site content feed is the header banner. */
const HEADER_BANNER_ZONE = 0;
/** Spec 2.2: zones 3, 4 and 5 are the banners of an empty focused search (the home shows them too). */
export const SEARCH_BANNER_ZONES = [3, 4, 5] as const;

const zoneHtml = (feed: SiteContentFeed | undefined, zoneId: number): string[] =>
  feed?.Zones.find((zone) => zone.ZoneId === zoneId)?.Controls.flatMap((control) =>
    control.Actions.map((action) => action.HtmlContent),
  ) ?? [];

export function headerBannerHtml(feed: SiteContentFeed | undefined): string {
  return zoneHtml(feed, HEADER_BANNER_ZONE).join('');
}

/**
 * The search banners of zones 3 to 5: each zone's HTML holds a linked picture; its link, image,
 * size and text become a kit banner. Zones without a picture are skipped.
 */
export function searchBanners(
  feed: SiteContentFeed | undefined,
  segment: string,
  parse: (html: string) => Document = (html) => new DOMParser().parseFromString(html, 'text/html'),
): SearchBanner[] {
  return SEARCH_BANNER_ZONES.flatMap((zoneId) =>
    zoneHtml(feed, zoneId).flatMap((html, index) => {
      const doc = parse(html);
      const image = doc.querySelector('a img');
      const link = image?.closest('a');
      if (!image || !link) return [];
      return [
        {
          id: `zone-${String(zoneId)}-${String(index)}`,
          href: storePathOf(link.getAttribute('href') ?? '/', segment),
          image: image.getAttribute('src') ?? '',
          alt: image.getAttribute('alt') ?? '',
          width: Number(image.getAttribute('width')) || 300,
          height: Number(image.getAttribute('height')) || 200,
        },
      ];
    }),
  );
}
