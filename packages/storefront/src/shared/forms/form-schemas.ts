import { createFormSchemas } from '@vitrine/validation/forms';
import { useMemo } from 'react';
import { useStoreContext } from '../../app/store-context.js';

/**
 * The Yup schemas of the store's forms (@vitrine/validation/forms, the server checks the same),
 * for the store's locale, with the server's options ('+' in e-mail addresses outside production,
 * spec 5; the production rules when the server gave none).
 */
export function useFormSchemas() {
  const { config } = useStoreContext();
  const { locale, formSchemaOptions } = config;
  return useMemo(() => createFormSchemas(locale, formSchemaOptions), [locale, formSchemaOptions]);
}
