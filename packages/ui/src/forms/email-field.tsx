import { EMAIL_MAX_LENGTH } from '@vitrine/validation';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

export interface EmailFieldProps extends Omit<
  TextFieldProps,
  'name' | 'type' | 'inputMode' | 'spellCheck' | 'autoCapitalize' | 'format' | 'autoComplete'
> {
  /** 'email' by default; 'newEmail', 'confirmEmail'… */
  name?: string | undefined;
  /** 'email' by default; 'username' for a login identifier. */
  autoComplete?: 'email' | 'username' | 'off' | undefined;
}

/** An e-mail address: e-mail keyboard, autofill, no spell check nor capital letter. */
export function EmailField({
  name = 'email',
  autoComplete = 'email',
  maxLength = EMAIL_MAX_LENGTH,
  ...props
}: EmailFieldProps) {
  return (
    <TextField
      {...props}
      name={name}
      type="email"
      autoComplete={autoComplete}
      maxLength={maxLength}
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
