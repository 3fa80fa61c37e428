import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrivilegeCodeRefusal } from '@vitrine/api-client/contract';

/**
 * What the privilege-code box tells the shopper (the kit's PrivilegeCodeNotice): their code was
 * applied, a default code was set in place of theirs, or theirs is not valid and the default
 * applies (spec 4, privilege-code lifecycle).
 */
export type PrivilegeCodeNotice = 'applied' | 'default-applied' | 'invalid';

export interface PrivilegeCodeState {
  /** The code sent with cart calls; '' until the default is known. */
  code: string;
  /** The store's default code (spec 7.2 checkout/privilegecode); '' when none. */
  defaultCode: string;
  notice: PrivilegeCodeNotice | null;
  /** The last validation's messages from the server: a valid code's label, shown as it is. */
  messages: string[];
  /** Why the last code checked was refused (the box shows our text for it), or null. */
  reason: PrivilegeCodeRefusal | null;
  /** A code is being validated. */
  checking: boolean;
}

const initialState: PrivilegeCodeState = {
  code: '',
  defaultCode: '',
  notice: null,
  messages: [],
  reason: null,
  checking: false,
};

/** The privilege code the cart is priced with, and what the shopper is told about it. */
export const privilegeCodeSlice = createSlice({
  name: 'privilegeCode',
  initialState,
  reducers: {
    privilegeCodeChecking(state) {
      state.checking = true;
    },
    /** The code to use is settled (at start, after a check or a reset). */
    privilegeCodeSettled(
      state,
      action: PayloadAction<{
        code: string;
        defaultCode?: string;
        notice: PrivilegeCodeNotice | null;
        messages?: string[];
        reason?: PrivilegeCodeRefusal | undefined;
      }>,
    ) {
      const { code, defaultCode, notice, messages = [], reason = null } = action.payload;
      state.code = code;
      if (defaultCode !== undefined) state.defaultCode = defaultCode;
      state.notice = notice;
      state.messages = messages;
      state.reason = reason;
      state.checking = false;
    },
    /** The cart returned a `newPrivilegeCode`: it replaces ours, with the 'default code set' notice. */
    privilegeCodeReplaced(state, action: PayloadAction<string>) {
      state.code = action.payload;
      state.notice = 'default-applied';
      state.messages = [];
      state.reason = null;
    },
  },
  selectors: {
    selectPrivilegeCode: (state) => state,
  },
});

export const { privilegeCodeChecking, privilegeCodeSettled, privilegeCodeReplaced } =
  privilegeCodeSlice.actions;
export const { selectPrivilegeCode } = privilegeCodeSlice.selectors;
