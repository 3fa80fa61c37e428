import type { PrivilegeCodeRefusal } from '@vitrine/api-client/contract';
import type { StoreExtra } from '../app/store-extra.js';
import { readPrivilegeCodeCookie, writePrivilegeCodeCookie } from './privilege-code-cookie.js';
import { privilegeCodeSettled } from './privilege-code-slice.js';
import type { Thunk } from './session-thunks.js';

/** A code's check by the server (spec 7.2); a failed call counts as not valid. */
export async function checkPrivilegeCode(
  extra: StoreExtra,
  code: string,
): Promise<{ valid: boolean; messages: string[]; reason?: PrivilegeCodeRefusal }> {
  try {
    const answer = await extra.client.checkout.validatePrivilegeCode(code);
    return {
      valid: answer.valid_code,
      messages: answer.messages,
      ...(answer.reason ? { reason: answer.reason } : {}),
    };
  } catch {
    return { valid: false, messages: [] };
  }
}

/** The start of the lifecycle runs once per store, before the first cart call. */
const settling = new WeakMap<StoreExtra, Promise<void>>();

/**
 * Spec 4, privilege-code lifecycle: the default code comes from the server; a code in the cookie
 * that differs from it is checked, kept if valid, else the default applies with a notice (and the
 * cookie goes).
 */
export const settlePrivilegeCode = (): Thunk<void> => (dispatch, _getState, extra) => {
  const pending = settling.get(extra);
  if (pending) return pending;
  const run = (async () => {
    const defaultCode = await extra.client.checkout
      .defaultPrivilegeCode()
      .then((answer) => answer.privilegeCode)
      .catch(() => '');
    const kept = readPrivilegeCodeCookie();
    if (!kept || kept === defaultCode) {
      dispatch(privilegeCodeSettled({ code: defaultCode, defaultCode, notice: null }));
      return;
    }
    const { valid, messages, reason } = await checkPrivilegeCode(extra, kept);
    if (!valid) writePrivilegeCodeCookie('');
    dispatch(
      privilegeCodeSettled(
        valid
          ? { code: kept, defaultCode, notice: null }
          : { code: defaultCode, defaultCode, notice: 'invalid', messages, reason },
      ),
    );
  })();
  settling.set(extra, run);
  return run;
};
