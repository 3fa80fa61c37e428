import type { ProductCard } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { trackingListName, trackingProduct } from './tracking.js';

const card: ProductCard = {
  id: 'P-GW8QZ6G7',
  url: '/P-GW8QZ6G7-t-shirt-ecossais',
  attributes: {
    libelle: 'T-shirt écossais',
    metaMarque: 'Jardin d’Iris',
    prix: '24.00',
    prixBarre: '30.00',
    prixUnique: true,
    decote: 20,
    metaLot: 1,
    couleur: 'Jaune moutarde',
    idCustColor: '015',
    colours: [],
    stickerPrincipal: 'Nouveauté|#000|#fff|',
    stickerSecondaire1: '',
    stickerSecondaire2: '',
    stickerOpeco: '',
    estGrandeTaille: false,
    disponibilite: 'in-stock',
    imgFacePivot: '/front.svg',
    imgDosPivot: '',
  },
};

describe('catalogue tracking', () => {
  it('names the list after the category, or search', () => {
    expect(trackingListName({ kind: 'category', path: '/C-11001-tops' }, 'Tops')).toBe(
      'category:Tops',
    );
    expect(trackingListName({ kind: 'search', term: 'robe' }, 'robe')).toBe('search');
  });

  it('describes a card with its prices with and without tax', () => {
    expect(trackingProduct('fr', card)).toEqual({
      sku: 'P-GW8QZ6G7',
      name: 'T-shirt écossais',
      brand: 'Jardin d’Iris',
      colour: 'Jaune moutarde',
      size: '',
      category_1: '',
      category_2: '',
      category_3: '',
      price_ati: 24,
      price_tf: 20,
      price_before_discount_ati: 30,
      price_before_discount_tf: 25,
      quantity: 1,
      sticker: 'Nouveauté',
    });
  });
});
