import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlashSeverity } from '@vitrine/ui';

export interface Flash {
  /** An i18next key. */
  messageKey: string;
  severity: FlashSeverity;
}

export interface FlashState {
  flash: Flash | null;
  /** The path the message was first shown on; it is cleared when the path changes (spec 2). */
  shownOn: string | null;
}

const initialState: FlashState = { flash: null, shownOn: null };

/** A message for the next page, with a severity (spec 2): set before navigating, cleared after. */
export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    flashSet(state, action: PayloadAction<Flash>) {
      state.flash = action.payload;
      state.shownOn = null;
    },
    /** The router reached a path: the message is shown there, and cleared on the next one. */
    pathReached(state, action: PayloadAction<string>) {
      if (!state.flash) return;
      if (state.shownOn === null) state.shownOn = action.payload;
      else if (state.shownOn !== action.payload) {
        state.flash = null;
        state.shownOn = null;
      }
    },
    flashDismissed(state) {
      state.flash = null;
      state.shownOn = null;
    },
  },
  selectors: {
    selectFlash: (state) => state.flash,
  },
});

export const { flashSet, pathReached, flashDismissed } = flashSlice.actions;
export const { selectFlash } = flashSlice.selectors;
