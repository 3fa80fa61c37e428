import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ApiClient } from '@vitrine/api-client';
import { cartSlice } from '../state/cart-slice.js';
import { customerReceived, customerSignedOut, customerSlice } from '../state/customer-slice.js';
import { flashSlice } from '../state/flash-slice.js';
import { headerSlice } from '../state/header-slice.js';
import { privilegeCodeSlice } from '../state/privilege-code-slice.js';
import { refreshCart } from '../state/session-api.js';
import { storeApi, type StoreExtra } from './api.js';

const rootReducer = combineSlices(
  customerSlice,
  cartSlice,
  privilegeCodeSlice,
  headerSlice,
  flashSlice,
  storeApi,
);

export type RootState = ReturnType<typeof rootReducer>;

/** The app-wide state (house style 4) and the RTK Query cache, talking to the API through `client`. */
export function createStore(client: ApiClient) {
  const extra: StoreExtra = { client };
  const listener = createListenerMiddleware<
    unknown,
    ThunkDispatch<unknown, StoreExtra, UnknownAction>,
    StoreExtra
  >({ extra });
  // Spec 4: any customer refresh triggers a cart refresh; login and logout change the cart too.
  listener.startListening({
    predicate: (action) => customerReceived.match(action) || customerSignedOut.match(action),
    effect: async (_, api) => {
      await api.dispatch(refreshCart());
    },
  });
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(storeApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
