import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiClient } from '@vitrine/api-client';
import { cartSlice } from '../state/cart-slice.js';
import { customerReceived, customerSignedOut, customerSlice } from '../state/customer-slice.js';
import { flashSlice } from '../state/flash-slice.js';
import { headerSlice } from '../state/header-slice.js';
import { popinSlice } from '../state/popin-slice.js';
import { privilegeCodeSlice } from '../state/privilege-code-slice.js';
import { refreshCart } from '../state/cart-thunks.js';
import { listenForRetargeting } from '../state/retargeting.js';
import type { storeApi } from './api.js';
import type { StoreExtra } from './store-extra.js';

/** State that joins the store when the code that needs it loads: the RTK Query cache. */
export type LazyLoadedSlices = WithSlice<typeof storeApi>;

/**
 * The page's one reducer and dynamic middleware. Module-level because lazily loaded code (the API
 * cache) adds itself to them; a page holds one store.
 */
export const rootReducer = combineSlices(
  customerSlice,
  cartSlice,
  privilegeCodeSlice,
  headerSlice,
  flashSlice,
  popinSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** In the browser: the state the server rendered the page with. */
  preloadedState?: unknown;
  /**
   * Whether the store reacts to the customer's answers (cart refresh, retargeting): the browser's
   * does; the server's renders one page and leaves the rest to the browser.
   */
  reactions?: boolean;
}

/** The app-wide state (house style 4), talking to the API through `client`. */
export function createStore(
  client: ApiClient,
  { preloadedState, reactions = true }: StoreOptions = {},
) {
  const extra: StoreExtra = { client };
  const listener = createListenerMiddleware<
    unknown,
    ThunkDispatch<unknown, StoreExtra, UnknownAction>,
    StoreExtra
  >({ extra });
  if (reactions) {
    // Spec 4: any customer refresh triggers a cart refresh; login and logout change the cart too.
    listener.startListening({
      predicate: (action) => customerReceived.match(action) || customerSignedOut.match(action),
      effect: async (_, api) => {
        await api.dispatch(refreshCart());
      },
    });
    // Spec 4: with a retargeting cookie and a customer, the session is updated and the profile
    // fetched for the data layer.
    listenForRetargeting(listener);
  }
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
