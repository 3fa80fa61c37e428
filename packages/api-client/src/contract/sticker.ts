/**
 * Stickers travel as one string: label, background colour, text colour and an optional image URL
 * joined by this separator ('Nouveauté|#000000|#ffffff|'). Empty string: no sticker.
 */
export const STICKER_SEPARATOR = '|';
