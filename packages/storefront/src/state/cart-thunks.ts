import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Cart } from '@vitrine/api-client';
import { toApiFailure } from '../app/api-failure.js';
import type { StoreExtra } from '../app/store-extra.js';
import { cartReceived } from './cart-slice.js';
import { settlePrivilegeCode } from './privilege-code-init.js';
import { writePrivilegeCodeCookie } from './privilege-code-cookie.js';
import { privilegeCodeReplaced, type PrivilegeCodeState } from './privilege-code-slice.js';
import { currentRetarg } from './retargeting.js';
import type { Thunk } from './session-thunks.js';

/**
 * Keeps a cart answer (get, add, update, remove, gift choice). Spec 4: a `newPrivilegeCode`
 * replaces the shopper's code with the 'default code set' notice; the default needs no cookie.
 */
export const cartAnswered =
  (cart: Cart): Thunk<void> =>
  async (dispatch) => {
    dispatch(cartReceived(cart));
    if (cart.newPrivilegeCode) {
      writePrivilegeCodeCookie('');
      dispatch(privilegeCodeReplaced(cart.newPrivilegeCode));
    }
    return Promise.resolve();
  };

/**
 * Refetches the basket with the current privilege code and the retargeting identifier (spec 4:
 * after any customer refresh and on login changes; 7.2), once the code's lifecycle has settled.
 * Spec 8: cart failures other than add-to-cart are only logged; it answers whether the basket
 * was read, for the basket page, which must not call an unread basket empty.
 */
export const refreshCart = createAsyncThunk<boolean, void, { extra: StoreExtra }>(
  'cart/refresh',
  async (_, { dispatch, getState, extra }) => {
    try {
      await dispatch(settlePrivilegeCode());
      const { privilegeCode } = getState() as { privilegeCode: PrivilegeCodeState };
      const retarg = currentRetarg();
      const cart = await extra.client.checkout.cart({
        privilegeCode: privilegeCode.code,
        ...(retarg ? { retarg } : {}),
      });
      await dispatch(cartAnswered(cart));
      return true;
    } catch (error) {
      console.warn('Cart refresh failed', toApiFailure(error));
      return false;
    }
  },
);
