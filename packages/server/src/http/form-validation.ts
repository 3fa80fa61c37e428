import type { FieldErrorCode } from '@vitrine/api-client/contract';
import {
  createFormSchemas,
  type FormSchemaOptions,
  type FormSchemas,
} from '@vitrine/validation/forms';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { Services } from '../services.js';
import type { Store } from '../stores.js';
import { HttpError } from './http-error.js';

const schemasByStore = new Map<string, FormSchemas>();

/**
 * The options of the forms' schemas, the same for the server and the apps: the one switch of spec
 * 5's '+' in e-mail addresses, refused in production (NODE_ENV=production), accepted elsewhere. The
 * server validates with them and hands them to the apps with every page it renders (apps.ts), so
 * the store's forms judge as the server does (docs/decisions/018).
 */
export const formSchemaOptions = ({
  production,
}: Pick<Services, 'production'>): FormSchemaOptions => ({ allowPlusInEmail: !production });

/** The forms' own Yup schemas (@vitrine/validation/forms) for this store: the same rules as the app. */
export function formSchemas(store: Store, services: Pick<Services, 'production'>): FormSchemas {
  const key = `${store.locale}:${String(services.production)}`;
  let schemas = schemasByStore.get(key);
  if (!schemas) {
    schemas = createFormSchemas(store.locale, formSchemaOptions(services));
    schemasByStore.set(key, schemas);
  }
  return schemas;
}

/**
 * Checks a body with a form's schema; a failure answers 400 `{ message, fields }`, each field
 * with the first message key of @vitrine/validation (e.g. VALIDATION_EMAIL_INVALID) for the app
 * to translate.
 */
export async function validateForm(schema: ObjectSchema<AnyObject>, body: unknown): Promise<void> {
  try {
    await schema.validate(body, { abortEarly: false, strict: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, FieldErrorCode> = {};
    // The forms' messages are the VALIDATION_* keys of @vitrine/validation.
    for (const issue of error.inner.length ? error.inner : [error])
      fields[issue.path ?? 'request'] ??= issue.message as FieldErrorCode;
    throw new HttpError(400, 'form.invalid', { fields });
  }
}
