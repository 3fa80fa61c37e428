// Test support: the contract's examples as the data layer describes them (@vitrine/analytics's
// README), written out value by value, for the pages' tests of what they push.

/** The example product card (P-AB12CD34) in the French store: every tracking field. */
export const EXAMPLE_CARD_PRODUCT = {
  sku: 'P-AB12CD34',
  name: 'Robe portefeuille',
  brand: 'Vitrine',
  colour: 'Bleu marine',
  size: '38|40|42',
  category_1: 'Femme',
  category_2: 'Vêtements',
  category_3: 'Robes',
  price_ati: 39.99,
  price_tf: 33.33,
  price_before_discount_ati: 49.99,
  price_before_discount_tf: 41.66,
  quantity: 1,
  sticker: 'Nouveauté',
  stock: 12,
};

/** The example card as a GA4 item of a list, at `index` (from 0). */
export const exampleCardItem = (listName: string, index: number) => ({
  item_id: 'P-AB12CD34',
  item_name: 'Robe portefeuille',
  item_brand: 'Vitrine',
  item_category: 'Femme',
  item_category2: 'Vêtements',
  item_category3: 'Robes',
  item_variant: 'Bleu marine / 38|40|42',
  price: 39.99,
  discount: 10,
  quantity: 1,
  currency: 'EUR',
  index,
  item_list_name: listName,
});

/** The example basket line as a GA4 item: two dresses at 39.99 € (49.99 € crossed out). */
const EXAMPLE_LINE_ITEM = {
  item_id: '12345678901',
  item_name: 'Robe portefeuille',
  item_brand: 'Atelier Lyon',
  item_category: '',
  item_category2: '',
  item_category3: '',
  item_variant: 'Bleu marine / 40',
  price: 39.99,
  discount: 10,
  quantity: 2,
  currency: 'EUR',
};

/** GA4's `ecommerce` of the example basket (its one line): what each checkout step carries. */
export const EXAMPLE_BASKET_ECOMMERCE = {
  currency: 'EUR',
  value: 79.98,
  items: [EXAMPLE_LINE_ITEM],
};
