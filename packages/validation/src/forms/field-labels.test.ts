// FRENCH_FIELD_LABELS: the analytics form-error event reports the fields in error by their French
// labels joined by '|' (spec §5), so every field a schema can flag needs one.
import { describe, expect, it } from 'vitest';
import { FRENCH_FIELD_LABELS, createFormSchemas } from './index.js';
import type { FormSchemaOptions, FormSchemas, StoreLocale } from './index.js';
import { validationErrorsOf } from './validation-errors.test-support.js';

type FormName = keyof FormSchemas;

const VARIANTS: readonly (readonly [StoreLocale, FormSchemaOptions])[] = [
  ['fr-FR', {}],
  ['fr-FR', { allowPlusInEmail: true }],
  ['en-GB', {}],
  ['en-GB', { allowPlusInEmail: true }],
];

const LABELS = new Map<string, string>(Object.entries(FRENCH_FIELD_LABELS));

const formNames = (schemas: FormSchemas): FormName[] => Object.keys(schemas) as FormName[];
const fieldsOf = (schemas: FormSchemas, form: FormName): string[] =>
  Object.keys(schemas[form].fields);

/** The paths of every error of the payload (all of them, abortEarly off). */
const errorPathsOf = async (schemas: FormSchemas, form: FormName, payload: unknown) =>
  (await validationErrorsOf(schemas[form], payload)).map(({ path }) => path);

describe.each(VARIANTS)('FRENCH_FIELD_LABELS for createFormSchemas(%s, %j)', (locale, options) => {
  const schemas = createFormSchemas(locale, options);

  it.each(formNames(schemas))('%s: every field has a non-empty French label', (form) => {
    const fields = fieldsOf(schemas, form);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !/\S/.test(LABELS.get(field) ?? ''))).toEqual([]);
  });

  it.each(formNames(schemas))('%s: every error path it reports has a label', async (form) => {
    const garbage = Object.fromEntries(fieldsOf(schemas, form).map((field) => [field, '!']));
    const paths = [
      ...(await errorPathsOf(schemas, form, {})),
      ...(await errorPathsOf(schemas, form, garbage)),
    ];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !LABELS.has(path))).toEqual([]);
  });
});

describe('FRENCH_FIELD_LABELS', () => {
  it('has no label that no schema uses', () => {
    const used = new Set<string>();
    for (const [locale, options] of VARIANTS) {
      const schemas = createFormSchemas(locale, options);
      for (const form of formNames(schemas)) {
        for (const field of fieldsOf(schemas, form)) used.add(field);
      }
    }
    expect(Object.keys(FRENCH_FIELD_LABELS).filter((field) => !used.has(field))).toEqual([]);
    expect([...used].sort()).toEqual(Object.keys(FRENCH_FIELD_LABELS).sort());
  });

  it('has trimmed, non-empty labels', () => {
    for (const label of LABELS.values()) {
      expect(label).toMatch(/\S/);
      expect(label).toBe(label.trim());
    }
  });

  it.each<[string, string]>([
    ['postalCode', 'code postal'],
    ['cellPhone', 'téléphone portable'],
    ['cgv', 'conditions générales'],
    ['relayPoint', 'point relais'],
    ['newPassword', 'nouveau mot de passe'],
  ])('labels %s as %j', (field, label) => {
    expect(LABELS.get(field)).toBe(label);
  });

  it('turns the errors of an empty login into the analytics list of French labels', async () => {
    const schemas = createFormSchemas('en-GB');
    const paths = await errorPathsOf(schemas, 'login', {});
    expect(paths.map((path) => LABELS.get(path)).join('|')).toBe('e-mail|mot de passe|nom');
  });
});
