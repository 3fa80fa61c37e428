export const PRIVILEGE_CODE_MAX_LENGTH = 20;

/** A privilege (promo) code: 1 to 20 upper-case letters or digits (spec §3). */
export function isPrivilegeCode(code: string): boolean {
  return /^[A-Z0-9]{1,20}$/.test(code);
}
