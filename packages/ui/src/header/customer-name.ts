import type { Civility } from '@vitrine/validation/choices';

/** The civilities of a customer record (spec §3 'Customer'), as the forms and the server know them. */
export type { Civility };

/** The i18n key of each civility's short form: M. / Mme / Mme / Mlle in French. */
export const CIVILITY_SHORT_KEYS: Readonly<Record<Civility, string>> = {
  Mr: 'LABEL_CIVILITY_SHORT_MR',
  Mrs: 'LABEL_CIVILITY_SHORT_MRS',
  Ms: 'LABEL_CIVILITY_SHORT_MS',
  Miss: 'LABEL_CIVILITY_SHORT_MISS',
};

function isCivility(value: string): value is Civility {
  return Object.hasOwn(CIVILITY_SHORT_KEYS, value);
}

/**
 * 'Mme Dupont': the translated short civility and the last name, as the account dropdown shows
 * them. An unknown or missing civility leaves the last name alone.
 */
export function customerDisplayName(
  customer: { civility?: string | undefined; lastName: string },
  translate: (key: string) => string,
): string {
  const lastName = customer.lastName.trim();
  const civility = customer.civility?.trim() ?? '';
  if (!isCivility(civility)) return lastName;
  return `${translate(CIVILITY_SHORT_KEYS[civility])} ${lastName}`.trim();
}
