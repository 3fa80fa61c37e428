import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's field labels in the store's language, from their i18n keys (kept in page order). */
export function useFieldLabels<Name extends string>(
  keys: Record<Name, string>,
): Record<Name, string> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries<string>(keys).map(([name, key]) => [name, t(key)]),
      ) as Record<Name, string>,
    [keys, t],
  );
}
