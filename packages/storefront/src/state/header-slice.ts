import { createSlice } from '@reduxjs/toolkit';

/**
 * Spec 4, header: the mobile drawer (stickiness is read from the scroll).
 * @public RootState's type names it: without export, TypeScript cannot write the store's
 * declaration (TS4023).
 */
export interface HeaderState {
  drawerOpen: boolean;
}

const initialState: HeaderState = { drawerOpen: false };

export const headerSlice = createSlice({
  name: 'header',
  initialState,
  reducers: {
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: {
    selectDrawerOpen: (state) => state.drawerOpen,
  },
});

export const { drawerOpened, drawerClosed } = headerSlice.actions;
export const { selectDrawerOpen } = headerSlice.selectors;
