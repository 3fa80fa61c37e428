import { normalizePhone } from '@vitrine/validation';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { PHONE_EXAMPLES } from './field-formats.js';
import type { PhoneVariant } from './field-formats.js';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'name' | 'type' | 'inputMode' | 'autoComplete' | 'format' | 'normalize' | 'spellCheck'
> {
  /** Mobile ('cellPhone' field, needed for SMS offers) or landline ('landline' field). */
  variant?: PhoneVariant | undefined;
  /** 'cellPhone' for a mobile, 'landline' for a landline by default. */
  name?: string | undefined;
}

const DEFAULT_NAMES: Record<PhoneVariant, string> = { mobile: 'cellPhone', landline: 'landline' };

/**
 * A phone number on the phone keypad, with an example in the store's format as its default hint
 * ('06 12 34 56 78', '07700 900123'). Spaces, dots and hyphens are welcome while typing and removed
 * when the field is left (`normalizePhone`: the form and the server judge and store that form).
 */
export function PhoneField({
  variant = 'mobile',
  name = DEFAULT_NAMES[variant],
  hint,
  width = 'medium',
  ...props
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  return (
    <TextField
      {...props}
      name={name}
      width={width}
      hint={
        hint === undefined
          ? t('LABEL_FIELD_EXAMPLE', { example: PHONE_EXAMPLES[locale][variant] })
          : hint
      }
      type="tel"
      autoComplete={variant === 'mobile' ? 'mobile tel-national' : 'home tel-national'}
      normalize={normalizePhone}
    />
  );
}
