import { describe, expect, it } from 'vitest';
import { images, product } from './product-fixtures.test-support.js';
import { galleryImages, IMAGE_HEIGHT, IMAGE_WIDTH, usesCurvyImages } from './product-images.js';

describe('galleryImages', () => {
  it('gives the standard front, back and detail pictures, each once', () => {
    expect(galleryImages(images('001', true), false)).toEqual([
      { view: 'front', src: '/fr/media/catalog/product/P-TEST1234/001-front.svg' },
      { view: 'back', src: '/fr/media/catalog/product/P-TEST1234/001-back.svg' },
      { view: 'detail', src: '/fr/media/catalog/product/P-TEST1234/001-detail.svg' },
    ]);
  });

  it('gives the Curvy pictures when asked for', () => {
    expect(galleryImages(images('001', true), true).map((image) => image.src)).toEqual([
      '/fr/media/catalog/product/P-TEST1234/001-front-curvy.svg',
      '/fr/media/catalog/product/P-TEST1234/001-back-curvy.svg',
      '/fr/media/catalog/product/P-TEST1234/001-detail-curvy.svg',
    ]);
  });

  it('falls back to the standard picture where a Curvy one is missing', () => {
    const gallery = galleryImages(
      { ...images('001', false), imgFaceCurvy: '/curvy-front.svg' },
      true,
    );
    expect(gallery.map((image) => image.src)).toEqual([
      '/curvy-front.svg',
      '/fr/media/catalog/product/P-TEST1234/001-back.svg',
      '/fr/media/catalog/product/P-TEST1234/001-detail.svg',
    ]);
  });

  it('uses the pivot front without a Slim one, skips empty pictures and keeps the others last', () => {
    const gallery = galleryImages(
      {
        ...images('001', false),
        imgFaceSlim: '',
        imgDosPivot: '',
        imgAutresSlim: ['/other-1.svg', '/other-2.svg'],
      },
      false,
    );
    expect(gallery).toEqual([
      { view: 'front', src: '/fr/media/catalog/product/P-TEST1234/001-front.svg' },
      { view: 'detail', src: '/fr/media/catalog/product/P-TEST1234/001-detail.svg' },
      { view: 'other', src: '/other-1.svg' },
      { view: 'other', src: '/other-2.svg' },
    ]);
  });

  it('draws pictures at the card ratio of 0.8', () => {
    expect(IMAGE_WIDTH / IMAGE_HEIGHT).toBe(0.8);
  });
});

describe('usesCurvyImages', () => {
  const large = { isLargeSize: true };
  const standard = { isLargeSize: false };

  it('follows the chosen size on a product sold in both ranges', () => {
    const { attributes } = product();
    expect(usesCurvyImages(attributes, undefined)).toBe(false);
    expect(usesCurvyImages(attributes, standard)).toBe(false);
    expect(usesCurvyImages(attributes, large)).toBe(true);
  });

  it('always shows them for a plus-size product, never for another', () => {
    const sizes = product().attributes.listeTailles.map((size) => ({
      ...size,
      isLargeSize: false,
    }));
    const plus = { estGrandeTaille: true, listeTailles: sizes };
    expect(usesCurvyImages(plus, undefined)).toBe(true);
    expect(usesCurvyImages(plus, standard)).toBe(true);
    expect(usesCurvyImages({ ...plus, estGrandeTaille: false }, undefined)).toBe(false);
  });
});
