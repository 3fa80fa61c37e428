// Phone numbers are digits only: no spaces, dots or international prefix, so a number the form
// accepts is stored and compared as typed by the server.

/** French mobile: 06 or 07 followed by 8 digits. */
export function isFrenchMobile(phone: string): boolean {
  return /^0[67]\d{8}$/.test(phone);
}

/** French landline: 0, then a digit other than 6, 7 or 8, then 8 digits. */
export function isFrenchLandline(phone: string): boolean {
  return /^0[0-59]\d{8}$/.test(phone);
}

/** UK phone: 10 or 11 digits starting with 0. */
export function isUkPhone(phone: string): boolean {
  return /^0\d{9,10}$/.test(phone);
}

/** UK mobile: 11 digits starting with 07. */
export function isUkMobile(phone: string): boolean {
  return /^07\d{9}$/.test(phone);
}
