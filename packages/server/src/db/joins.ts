import { and, eq } from 'drizzle-orm';
import { categories, colours, products, variants } from './schema.js';

// Join conditions of the catalogue tables (rows of one store join rows of the same store).

export const productOfVariant = and(
  eq(products.store, variants.store),
  eq(products.id, variants.productId),
);

export const categoryOfProduct = and(
  eq(categories.store, products.store),
  eq(categories.id, products.categoryId),
);

export const colourOfVariant = and(
  eq(colours.store, variants.store),
  eq(colours.code, variants.colourCode),
);
