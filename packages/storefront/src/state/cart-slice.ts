import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '@vitrine/api-client';

type CartExtra = Cart['selectedOfferedGifts'][number];

/**
 * @public RootState's type names it: without export, TypeScript cannot write the store's
 * declaration (TS4023).
 */
export interface CartState {
  cart: Cart | null;
}

const initialState: CartState = { cart: null };

/** Spec 3: 'O' marks a gift or offer hidden from the shopper, and not counted. */
const isVisible = (extra: CartExtra) => extra.attributes.isInvisible !== 'O';

/** Spec 3: product quantities plus the visible gifts and special offers. */
export function cartItemCount(cart: Cart | null): number {
  if (!cart) return 0;
  const products = cart.products.reduce((sum, line) => sum + line.quantity, 0);
  const extras = [...cart.selectedOfferedGifts, ...cart.selectedSpecialOffers].filter(isVisible);
  return products + extras.length;
}

/** The basket as the last cart call returned it (get, add, update, remove). */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartReceived(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
    },
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectCartItemCount: (state) => cartItemCount(state.cart),
  },
});

export const { cartReceived } = cartSlice.actions;
export const { selectCart, selectCartItemCount } = cartSlice.selectors;
