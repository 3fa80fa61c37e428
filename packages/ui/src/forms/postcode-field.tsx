import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { POSTCODE_EXAMPLES, tidyUkPostcode, upperCaseAscii } from './field-formats.js';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

export interface PostcodeFieldProps extends Omit<
  TextFieldProps,
  | 'name'
  | 'type'
  | 'inputMode'
  | 'maxLength'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'format'
  | 'normalize'
> {
  /** 'postalCode' by default. */
  name?: string | undefined;
}

/**
 * The postcode of the store's country: 5 digits on a numeric keypad in France; in the UK, up to
 * 8 characters upper-cased as typed and set in the official spacing when the field is left. The
 * default hint is an example of the store's format.
 */
export function PostcodeField({
  name = 'postalCode',
  hint,
  width = 'short',
  ...props
}: PostcodeFieldProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const common = {
    ...props,
    name,
    width,
    hint:
      hint === undefined ? t('LABEL_FIELD_EXAMPLE', { example: POSTCODE_EXAMPLES[locale] }) : hint,
    autoComplete: 'postal-code',
  };
  return locale === 'fr-FR' ? (
    <TextField {...common} inputMode="numeric" maxLength={5} />
  ) : (
    <TextField
      {...common}
      maxLength={8}
      autoCapitalize="characters"
      spellCheck={false}
      format={upperCaseAscii}
      normalize={tidyUkPostcode}
    />
  );
}
