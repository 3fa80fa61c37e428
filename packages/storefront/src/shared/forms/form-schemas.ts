import { createFormSchemas } from '@vitrine/validation/forms';
import { useMemo } from 'react';
import { useStoreContext } from '../../app/store-context.js';

/**
 * The Yup schemas of the store's forms (@vitrine/validation/forms, the server checks the same),
 * for the store's locale. Production rules: no '+' in e-mail addresses (spec 5).
 */
export function useFormSchemas() {
  const { config } = useStoreContext();
  return useMemo(() => createFormSchemas(config.locale), [config.locale]);
}
