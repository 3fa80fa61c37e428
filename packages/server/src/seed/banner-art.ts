import { escapeXml } from './illustrations.js';

/** A flat merchandising banner (no external image host): a colour field with a headline. */
export function renderBanner(
  width: number,
  height: number,
  background: string,
  headline: string,
): string {
  const size = Math.round(Math.min(height / 4, (width / Math.max(headline.length, 8)) * 1.6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}" role="img">`,
    `<title>${escapeXml(headline)}</title>`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<circle cx="${String(width * 0.85)}" cy="${String(height * 0.2)}" r="${String(height * 0.6)}" fill="#ffffff" fill-opacity="0.15"/>`,
    `<text x="50%" y="55%" text-anchor="middle" font-family="Georgia, serif" font-size="${String(size)}" fill="#ffffff">${escapeXml(headline)}</text>`,
    '</svg>',
  ].join('');
}
