import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why the code shown is not the one the shopper had (spec 4, privilege-code lifecycle). */
export type PrivilegeCodeNotice = 'default-code-set' | 'invalid-code-default-applied';

export interface PrivilegeCodeState {
  /** The code sent with cart calls; '' when none. */
  code: string;
  notice: PrivilegeCodeNotice | null;
}

const initialState: PrivilegeCodeState = { code: '', notice: null };

/** The privilege code the cart is priced with. The full lifecycle (cookie, checks) comes with the basket. */
export const privilegeCodeSlice = createSlice({
  name: 'privilegeCode',
  initialState,
  reducers: {
    privilegeCodeApplied(state, action: PayloadAction<string>) {
      state.code = action.payload;
      state.notice = null;
    },
    /** The cart returned a `newPrivilegeCode`: it replaces ours, with the 'default code set' notice. */
    privilegeCodeReplaced(state, action: PayloadAction<string>) {
      state.code = action.payload;
      state.notice = 'default-code-set';
    },
  },
  selectors: {
    selectPrivilegeCode: (state) => state.code,
    selectPrivilegeCodeNotice: (state) => state.notice,
  },
});

export const { privilegeCodeApplied, privilegeCodeReplaced } = privilegeCodeSlice.actions;
export const { selectPrivilegeCode, selectPrivilegeCodeNotice } = privilegeCodeSlice.selectors;
