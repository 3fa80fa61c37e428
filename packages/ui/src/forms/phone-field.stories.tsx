import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_FRENCH_LABELS,
  disabledFieldStory,
  longLabelFieldStory,
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { PhoneField } from './phone-field.js';

// SMS offers chosen: the schema wants a mobile number.
const { onSubmit, render } = fieldStories(PhoneField, {
  form: 'mainAddress',
  fields: ['cellPhone', 'landline'],
  initialValues: { cellPhone: '', landline: '', smsOption: true },
});

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Téléphone portable', variant: 'mobile' },
  render,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone portable' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('name', 'cellPhone');
    await expect(input).toHaveAttribute('autocomplete', 'mobile tel-national');
    await expect(input).toHaveAccessibleDescription('Exemple\u00a0: 06 12 34 56 78');
  },
};

/** Typed with spaces, as in the example: the number is kept digits only. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone portable' });
    await userEvent.type(input, '06 12 34 56 78');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('0612345678'));
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        cellPhone: '0612345678',
        landline: '',
        smsOption: true,
      }),
    );
  },
};

/**
 * Sent with Enter from the field, so never left: the number as typed passes the schema (it judges
 * the normalised number) and the server stores it digits only.
 */
export const SubmittedWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone portable' });
    await userEvent.type(input, '06.12.34.56.78{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        cellPhone: '06.12.34.56.78',
        landline: '',
        smsOption: true,
      }),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone portable' });
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Indiquez un numéro de mobile pour recevoir nos SMS.');
    await expect(input).toHaveAttribute(
      'aria-describedby',
      'field-cellPhone-hint field-cellPhone-error',
    );
  },
};

export const NotAMobile: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone portable' });
    await userEvent.type(input, '01 23 45 67 89');
    await userEvent.tab();
    await expectFieldError(
      input,
      'Le numéro de mobile doit commencer par 06 ou 07 et compter 10 chiffres.',
    );
  },
};

export const Landline: Story = {
  args: { variant: 'landline', label: 'Téléphone fixe' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone fixe' });
    await expect(input).toHaveAttribute('name', 'landline');
    await expect(input).toHaveAttribute('autocomplete', 'home tel-national');
    await expect(input).toHaveAccessibleDescription('Exemple\u00a0: 01 23 45 67 89');
    await userEvent.type(input, '06 12 34 56 78');
    await userEvent.tab();
    await expectFieldError(input, 'Le numéro de téléphone fixe n’est pas valide.');
  },
};

export const Disabled: Story = disabledFieldStory('textbox', 'Téléphone portable');

export const LongFrenchLabel: Story = longLabelFieldStory('textbox', LONG_FRENCH_LABELS.phone);

export const EnglishStore: Story = {
  args: { label: 'Mobile number' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('For example, 07700 900123');
    await userEvent.type(input, '07700 900123');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cellPhone: '07700900123' });
  },
};

export const EnglishStoreLandline: Story = {
  args: { label: 'Home phone number', variant: 'landline' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Home phone number' });
    await expect(input).toHaveAccessibleDescription('For example, 020 7946 0123');
    await userEvent.type(input, '020 7946');
    await userEvent.tab();
    await expectFieldError(input, 'Your phone number must have 10 or 11 digits.');
  },
};
