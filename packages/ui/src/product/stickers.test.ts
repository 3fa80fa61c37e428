import { describe, expect, it } from 'vitest';
import {
  STICKER_DEFAULT_BACKGROUND,
  STICKER_DEFAULT_COLOUR,
  STICKER_SEPARATOR,
  parseSticker,
} from './stickers.js';

describe('parseSticker', () => {
  it('uses the API separator', () => {
    expect(STICKER_SEPARATOR).toBe('|');
  });

  it('reads label, background and colour', () => {
    expect(parseSticker('Nouveauté|#000000|#ffffff|')).toEqual({
      label: 'Nouveauté',
      background: '#000000',
      colour: '#ffffff',
    });
  });

  it('reads an image', () => {
    expect(parseSticker('Soldes|#b3122e|#fff|https://cdn.example.com/soldes.png')).toEqual({
      label: 'Soldes',
      background: '#b3122e',
      colour: '#fff',
      image: 'https://cdn.example.com/soldes.png',
    });
  });

  it('accepts an image-only sticker', () => {
    expect(parseSticker('|||/media/stickers/made-in-france.svg')).toEqual({
      label: '',
      background: STICKER_DEFAULT_BACKGROUND,
      colour: STICKER_DEFAULT_COLOUR,
      image: '/media/stickers/made-in-france.svg',
    });
  });

  it('is no sticker when empty or blank', () => {
    expect(parseSticker('')).toBeNull();
    expect(parseSticker('   ')).toBeNull();
    expect(parseSticker(null)).toBeNull();
    expect(parseSticker(undefined)).toBeNull();
  });

  it('is no sticker with neither label nor image', () => {
    expect(parseSticker('|#000000|#ffffff|')).toBeNull();
    expect(parseSticker('|||')).toBeNull();
  });

  it('gives missing parts the default colours', () => {
    expect(parseSticker('Exclusivité web')).toEqual({
      label: 'Exclusivité web',
      background: STICKER_DEFAULT_BACKGROUND,
      colour: STICKER_DEFAULT_COLOUR,
    });
    expect(parseSticker('Exclusivité web|#1f2a44')).toEqual({
      label: 'Exclusivité web',
      background: '#1f2a44',
      colour: STICKER_DEFAULT_COLOUR,
    });
  });

  it('trims every part', () => {
    expect(parseSticker('  Nouveauté | #000000 |  #FFFFFF | /img/new.png ')).toEqual({
      label: 'Nouveauté',
      background: '#000000',
      colour: '#ffffff',
      image: '/img/new.png',
    });
  });

  it('replaces colours that are not hex with the defaults', () => {
    for (const colour of ['red', 'rgb(0,0,0)', '#12', '#12345', '#1234567', '000000', '#ggg'])
      expect(parseSticker(`Promo|${colour}|${colour}`)).toEqual({
        label: 'Promo',
        background: STICKER_DEFAULT_BACKGROUND,
        colour: STICKER_DEFAULT_COLOUR,
      });
  });

  it('ignores script URLs as images', () => {
    expect(parseSticker('Promo|#000|#fff|javascript:alert(1)')).toEqual({
      label: 'Promo',
      background: '#000',
      colour: '#fff',
    });
    expect(parseSticker('|||javascript:alert(1)')).toBeNull();
    expect(parseSticker('|||data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(parseSticker('|||data:image/svg+xml,%3Csvg%3E%3C/svg%3E')?.image).toBe(
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    );
  });

  it('ignores parts after the fourth', () => {
    expect(parseSticker('Promo|#000|#fff|/a.png|extra')).toEqual({
      label: 'Promo',
      background: '#000',
      colour: '#fff',
      image: '/a.png',
    });
  });
});
