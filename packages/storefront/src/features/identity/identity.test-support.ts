// Test support for the identity pages: filling their forms as a shopper does (typing in
// the labelled fields, choosing the radio buttons), in the French store.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SIGNUP } from '@vitrine/api-client/examples';

/**
 * Puts `text` in a field in place of what it held, as a shopper who moves to the field, selects
 * its text and pastes: one input event (fast), the field's focus and blur as with any move.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
    throw new Error('fill: not a text field');
  field.focus();
  field.select();
  if (text !== '') await user.paste(text);
  else if (field.value !== '') await user.keyboard('{Delete}');
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Chooses `answer` ('Oui', 'Non', 'Madame'…) in the radio group named `question`. */
export async function choose(user: UserEvent, question: string, answer: string): Promise<void> {
  await user.click(
    within(screen.getByRole('radiogroup', { name: question })).getByLabelText(answer),
  );
}

/**
 * Fills the French signup form with the contract's example signup (SIGNUP): what the form sends
 * is then exactly that body.
 */
export async function fillFrenchSignup(user: UserEvent): Promise<void> {
  await choose(user, 'Civilité', 'Madame');
  await fill(user, textbox('Prénom'), SIGNUP.firstName);
  await fill(user, textbox('Nom'), SIGNUP.lastName);
  await fill(user, textbox('Adresse e-mail'), SIGNUP.email);
  await fill(user, textbox('Confirmation de l’adresse e-mail'), SIGNUP.confirmEmail);
  await fill(user, screen.getByLabelText(/^Mot de passe/), SIGNUP.password);
  await fill(user, screen.getByLabelText(/^Confirmation du mot de passe/), SIGNUP.confirmPassword);
  await fill(user, textbox('Jour'), SIGNUP.birthDate.day);
  await fill(user, textbox('Mois'), SIGNUP.birthDate.month);
  await fill(user, textbox('Année'), SIGNUP.birthDate.year);
  await fill(user, textbox('Numéro et nom de rue'), SIGNUP.street);
  await fill(user, textbox('Bâtiment, étage, appartement'), SIGNUP.complement);
  await fill(user, textbox('Code postal'), SIGNUP.postalCode);
  await fill(user, textbox('Ville'), SIGNUP.city);
  await choose(user, 'Offres par e-mail', 'Oui');
  await choose(user, 'Offres par SMS', 'Oui');
  await choose(user, 'Offres de nos partenaires par e-mail', 'Non');
  await fill(user, textbox('Téléphone portable'), SIGNUP.cellPhone);
}
