// Test support: filling a form's fields, and reading what a field says is wrong as a screen
// reader hears it with the field.
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a text field's value as a shopper pasting it would (one input event rather than a
 * keystroke each: the same value reaches the form, faster).
 */
export async function fill(user: UserEvent, control: HTMLElement, text: string): Promise<void> {
  await user.clear(control);
  if (text !== '') await user.paste(text);
}

/**
 * The error message a field (an input, or the fieldset of a group) shows: the element its
 * `aria-describedby` names that is its error, read without the visually hidden 'Erreur :' /
 * 'Error:' prefix; null when the field shows none.
 */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  if (!error) return null;
  const message = error.querySelector(':scope > span');
  const prefix = message?.querySelector(':scope > span')?.textContent ?? '';
  return (message?.textContent ?? error.textContent).slice(prefix.length).trim();
}
