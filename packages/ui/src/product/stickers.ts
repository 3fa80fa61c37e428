/**
 * The separator of a sticker value's parts. The catalogue API joins sticker parts with the same
 * '|' (spec §3: stickerPrincipal, stickerSecondaire1/2, stickerOpeco); it is declared here so the
 * kit does not depend on the API package.
 */
export const STICKER_SEPARATOR = '|';

/** Sticker colours when the API gives none or an invalid one: the ink token on white text. */
export const STICKER_DEFAULT_BACKGROUND = '#1a1a1a';
export const STICKER_DEFAULT_COLOUR = '#ffffff';

/** A product sticker ('Nouveauté', '-30 %', an operation logo…). */
export interface Sticker {
  /** The text; empty for an image-only sticker. */
  label: string;
  /** Background colour, '#rgb' or '#rrggbb'. */
  background: string;
  /** Text colour, '#rgb' or '#rrggbb'. */
  colour: string;
  /** A picture shown instead of the coloured label. */
  image?: string | undefined;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Pictures only: script URLs are dropped, data URLs kept for images alone.
const UNSAFE_URL = /^(?:javascript:|vbscript:|data:(?!image\/))/i;

function hexColour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;
}

/**
 * Reads a sticker value of the API: label, background, colour and image joined by '|'
 * ('Nouveauté|#000000|#ffffff|'). Missing or invalid colours fall back to the defaults; an
 * empty value, or one with neither label nor image, is no sticker (null).
 */
export function parseSticker(value: string | null | undefined): Sticker | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const [label = '', background, colour, image = ''] = value
    .split(STICKER_SEPARATOR)
    .map((part) => part.trim());
  const picture = image !== '' && !UNSAFE_URL.test(image) ? image : undefined;
  if (label === '' && picture === undefined) return null;
  const sticker: Sticker = {
    label,
    background: hexColour(background, STICKER_DEFAULT_BACKGROUND),
    colour: hexColour(colour, STICKER_DEFAULT_COLOUR),
  };
  if (picture !== undefined) sticker.image = picture;
  return sticker;
}
