import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CIVILITY_OPTIONS,
  LONG_FRENCH_LABELS,
  YES_NO_OPTIONS,
  describedError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { RadioGroupField } from './radio-group-field.js';

const { onSubmit, render, renderWith } = fieldStories(RadioGroupField, (args) => ({
  form: 'signup',
  fields: [args.name],
  initialValues: { [args.name]: '' },
}));

const meta = {
  title: 'Forms/RadioGroupField',
  component: RadioGroupField,
  args: {
    name: 'civility',
    label: 'Civilité',
    options: CIVILITY_OPTIONS['fr-FR'],
    required: true,
    inline: true,
  },
  render,
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Civilité' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    // Each choice is a 44 px target with its label.
    const option = canvas.getByText('Madame').parentElement;
    await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Arrow keys move between the choices and select them (native radio buttons). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const madame = canvas.getByRole('radio', { name: 'Madame' });
    await expect(madame).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(madame).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Monsieur' })).toBeChecked();
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ civility: 'Mr' }));
  },
};

export const Filled: Story = {
  render: renderWith({ fields: ['civility'], initialValues: { civility: 'Mrs' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Madame' })).toBeChecked();
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ civility: 'Mrs' }));
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Civilité' });
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedError(group)).toHaveTextContent('Ce champ est obligatoire.');
    await userEvent.click(canvas.getByText('Monsieur'));
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'false'));
  },
};

/** A yes/no choice stores a boolean (the subscription choices). */
export const YesNo: Story = {
  args: {
    name: 'mailOption',
    label: 'Souhaitez-vous recevoir nos offres par e-mail ?',
    hint: 'Vous pourrez changer d’avis à tout moment depuis votre compte.',
    options: YES_NO_OPTIONS['fr-FR'],
  },
  render: renderWith({ fields: ['mailOption'], initialValues: { mailOption: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', {
      name: 'Souhaitez-vous recevoir nos offres par e-mail ?',
    });
    await expect(group).toHaveAccessibleDescription(
      'Vous pourrez changer d’avis à tout moment depuis votre compte.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Non' }));
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mailOption: false }));
  },
};

export const Stacked: Story = { args: { inline: false } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  args: { label: LONG_FRENCH_LABELS.radio },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: LONG_FRENCH_LABELS.radio }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const EnglishStore: Story = {
  args: { label: 'Title', options: CIVILITY_OPTIONS['en-GB'] },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Title' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'Ms' }));
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ civility: 'Ms' }));
  },
};
