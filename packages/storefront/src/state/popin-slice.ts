import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What opens a pop-in: its path, and the title to show until (or unless) its own arrives. */
export interface PopinRequest {
  /** The pop-in's path ('/privilege-code'). */
  path: string;
  /** The words of what opened it (a link's text): the dialog's title if the pop-in has none. */
  title: string;
}

/**
 * The frame's pop-in dialog (spec 7.5, docs/decisions/021).
 * @public RootState's type names it: without export, TypeScript cannot write the store's
 * declaration (TS4023).
 */
export interface PopinState {
  /** The pop-in asked for last: kept once closed, so the dialog closes with its content. */
  request: PopinRequest | null;
  open: boolean;
}

const initialState: PopinState = { request: null, open: false };

export const popinSlice = createSlice({
  name: 'popin',
  initialState,
  reducers: {
    popinOpened(state, action: PayloadAction<PopinRequest>) {
      state.request = action.payload;
      state.open = true;
    },
    /** The shopper closed it, or went to another page. */
    popinClosed(state) {
      state.open = false;
    },
  },
  selectors: {
    selectPopin: (state) => state,
  },
});

export const { popinOpened, popinClosed } = popinSlice.actions;
export const { selectPopin } = popinSlice.selectors;
