import { refreshCart } from './cart-thunks.js';
import { checkPrivilegeCode, settlePrivilegeCode } from './privilege-code-init.js';
import { writePrivilegeCodeCookie } from './privilege-code-cookie.js';
import {
  privilegeCodeChecking,
  privilegeCodeSettled,
  type PrivilegeCodeState,
} from './privilege-code-slice.js';
import type { Thunk } from './session-thunks.js';

const codeState = (getState: () => unknown) =>
  (getState() as { privilegeCode: PrivilegeCodeState }).privilegeCode;

/**
 * The shopper applies a code from the basket's box (already upper-cased and well-formed): a valid
 * one is kept in the cookie and prices the cart; an invalid one leaves the default in force, with
 * the reason it was refused (spec 4 and 8).
 */
export const applyPrivilegeCode =
  (code: string): Thunk<void> =>
  async (dispatch, getState, extra) => {
    // The start of the lifecycle (default code, cookie check) comes first, never after.
    await dispatch(settlePrivilegeCode());
    dispatch(privilegeCodeChecking());
    const { valid, messages, reason } = await checkPrivilegeCode(extra, code);
    const { defaultCode } = codeState(getState);
    writePrivilegeCodeCookie(valid ? code : '');
    dispatch(
      privilegeCodeSettled(
        valid
          ? { code, notice: 'applied', messages }
          : { code: defaultCode, notice: 'invalid', messages, reason },
      ),
    );
    await dispatch(refreshCart());
  };

/** Spec 4: a reset clears the cookie; the store's default code prices the cart again. */
export const resetPrivilegeCode = (): Thunk<void> => async (dispatch, getState) => {
  await dispatch(settlePrivilegeCode());
  writePrivilegeCodeCookie('');
  dispatch(privilegeCodeSettled({ code: codeState(getState).defaultCode, notice: null }));
  await dispatch(refreshCart());
};
