import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_FRENCH_LABELS,
  describedError,
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { PasswordField } from './password-field.js';

const { onSubmit, render, renderWith } = fieldStories(PasswordField, {
  form: 'signup',
  fields: ['password'],
  initialValues: { password: '' },
});

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe', required: true },
  render,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checklist's lines, with their state. */
const ruleStates = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li[data-met]')).map((item) => ({
    text: item.textContent,
    met: item.getAttribute('data-met') === 'true',
  }));

/** The polite summary of the checklist. */
const rulesStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="status"]#field-password-rules-status');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(input).toHaveAttribute('aria-describedby', 'field-password-rules');
    await expect(ruleStates(canvasElement)).toEqual([
      { text: 'entre 8 et 32 caractères (non respecté)', met: false },
      { text: 'au moins un chiffre (non respecté)', met: false },
      { text: 'au moins une lettre minuscule (non respecté)', met: false },
      { text: 'au moins une lettre majuscule (non respecté)', met: false },
      { text: 'au moins un caractère spécial (par exemple ! ? @ # *) (non respecté)', met: false },
    ]);
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The checklist follows the typing: a weak password, then 'Vitrine2026!' meets every rule. */
export const LiveChecklist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(input, 'abc');
    await expect(ruleStates(canvasElement).map((rule) => rule.met)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    await expect(canvas.getByText('au moins une lettre minuscule').closest('li')).toHaveTextContent(
      '(respecté)',
    );
    await expect(canvas.getByText('au moins un chiffre').closest('li')).toHaveTextContent(
      '(non respecté)',
    );
    await expect(rulesStatus(canvasElement)).toHaveTextContent(
      'Critères du mot de passe respectés : 1 sur 5.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'Vitrine2026!');
    await expect(ruleStates(canvasElement).every((rule) => rule.met)).toBe(true);
    await expect(rulesStatus(canvasElement)).toHaveTextContent(
      'Votre mot de passe respecte tous les critères.',
    );
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'Vitrine2026!' }));
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await userEvent.type(input, 'Vitrine2026!');
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveFocus();
    // The keyboard works the toggle too.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Vitrine2026!');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Mot de passe/, { selector: 'input' });
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAttribute(
      'aria-describedby',
      'field-password-rules field-password-error',
    );
    await expect(describedError(input)).toHaveTextContent('Ce champ est obligatoire.');
    // The schema reports the first rule broken.
    await userEvent.type(input, 'Motdepasse');
    await expectFieldError(input, 'Le mot de passe doit contenir au moins un chiffre.');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Logging in: the current password, without the checklist. */
export const CurrentPassword: Story = {
  args: { autoComplete: 'current-password' },
  render: renderWith({ form: 'login' }),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Mot de passe/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvasElement.querySelector('li[data-met]')).toBeNull();
    await userEvent.type(input, 'abc');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'abc' }));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Mot de passe/, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  args: { label: LONG_FRENCH_LABELS.password },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(/^Choisissez un mot de passe sécurisé/, {
        selector: 'input',
      }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The UK text words the special character as advice (spec §5). */
export const EnglishStore: Story = {
  args: { label: 'Password' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your password must contain:')).toBeVisible();
    await expect(canvas.getByText('We also advise:')).toBeVisible();
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'Vitrine2026');
    await expect(
      canvas.getByText('at least one special character (such as ! ? @ # *)').closest('li'),
    ).toHaveTextContent('(not met)');
    await expect(rulesStatus(canvasElement)).toHaveTextContent(
      'Password requirements met: 4 of 5.',
    );
    await userEvent.tab();
    await expectFieldError(input, 'We advise at least one special character.');
  },
};
