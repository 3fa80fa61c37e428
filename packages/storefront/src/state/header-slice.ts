import { createSlice } from '@reduxjs/toolkit';

/** Spec 4, header: the mobile drawer and the search panel (stickiness is read from the scroll). */
export interface HeaderState {
  drawerOpen: boolean;
  searchOpen: boolean;
}

const initialState: HeaderState = { drawerOpen: false, searchOpen: false };

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
    searchOpened(state) {
      state.searchOpen = true;
    },
    searchClosed(state) {
      state.searchOpen = false;
    },
  },
  selectors: {
    selectDrawerOpen: (state) => state.drawerOpen,
    selectSearchOpen: (state) => state.searchOpen,
  },
});

export const { drawerOpened, drawerClosed, searchOpened, searchClosed } = headerSlice.actions;
export const { selectDrawerOpen, selectSearchOpen } = headerSlice.selectors;
