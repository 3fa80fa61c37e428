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
import { PostcodeField } from './postcode-field.js';

const { onSubmit, render } = fieldStories(PostcodeField, {
  form: 'mainAddress',
  fields: ['postalCode'],
  initialValues: { postalCode: '' },
});

const meta = {
  title: 'Forms/PostcodeField',
  component: PostcodeField,
  args: { label: 'Code postal', required: true },
  render,
} satisfies Meta<typeof PostcodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '5');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await expect(input).toHaveAccessibleDescription('Exemple\u00a0: 75009');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '750091');
    // Five digits at most.
    await expect(input).toHaveValue('75009');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ postalCode: '75009' }));
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '7500');
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Le code postal doit contenir 5 chiffres.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A real postcode the store does not deliver. */
export const UnsupportedArea: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '99000');
    await userEvent.tab();
    await expectFieldError(input, 'Nous ne livrons pas cette zone.');
  },
};

export const Disabled: Story = disabledFieldStory('textbox', 'Code postal');

export const LongFrenchLabel: Story = longLabelFieldStory('textbox', LONG_FRENCH_LABELS.postcode);

/** The UK store: letters upper-cased as typed, up to 8 characters. */
export const EnglishStore: Story = {
  args: { label: 'Postcode' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAttribute('maxlength', '8');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
    await expect(input).not.toHaveAttribute('inputmode');
    await expect(input).toHaveAccessibleDescription('For example, SW1A 1AA');
    await userEvent.type(input, 'sw1a 1aa');
    await expect(input).toHaveValue('SW1A 1AA');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ postalCode: 'SW1A 1AA' }));
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Typed without its space, the postcode is set in the official form when the field is left. */
export const EnglishStoreWithoutSpace: Story = {
  args: { label: 'Postcode' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, 'ec1a1bb');
    await expect(input).toHaveValue('EC1A1BB');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('EC1A 1BB'));
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const EnglishStoreError: Story = {
  args: { label: 'Postcode' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, 'SW1A');
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Please enter a valid UK postcode.');
  },
};
