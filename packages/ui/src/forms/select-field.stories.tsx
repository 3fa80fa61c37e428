import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CONTACT_SUBJECTS,
  COUNTRY_OPTIONS,
  LONG_FRENCH_LABELS,
  describedError,
  disabledFieldStory,
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { SelectField } from './select-field.js';

const { onSubmit, render, renderWith } = fieldStories(SelectField, {
  form: 'contact',
  fields: ['subject'],
  initialValues: { subject: '' },
});

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { name: 'subject', label: 'Objet', required: true, options: CONTACT_SUBJECTS['fr-FR'] },
  render,
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Objet' });
    await expect(select).toHaveDisplayValue('Sélectionnez une option');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Objet' });
    await userEvent.selectOptions(select, 'Retour ou échange d’un article');
    await expect(select).toHaveValue('return');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: 'return' }));
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Objet' });
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedError(select)).toHaveTextContent('Ce champ est obligatoire.');
    await userEvent.selectOptions(select, 'order');
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'false'));
  },
};

/** A field that always holds one of its options: no empty first option. */
export const WithoutPlaceholder: Story = {
  args: {
    name: 'country',
    label: 'Pays',
    options: COUNTRY_OPTIONS['fr-FR'],
    placeholder: false,
    autoComplete: 'country',
    width: 'medium',
  },
  render: renderWith({ fields: ['country'], initialValues: { country: 'FR' } }),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
    await expect(select).toHaveAttribute('autocomplete', 'country');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'FR' }));
  },
};

export const Disabled: Story = disabledFieldStory('combobox', 'Objet');

export const LongFrenchLabel: Story = {
  args: { label: LONG_FRENCH_LABELS.select, hint: 'Choisissez le sujet le plus proche.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: LONG_FRENCH_LABELS.select });
    await expect(select).toHaveAccessibleDescription('Choisissez le sujet le plus proche.');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const EnglishStore: Story = {
  args: { label: 'Subject', options: CONTACT_SUBJECTS['en-GB'] },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveDisplayValue('Select an option');
    await submitStoryForm(canvasElement);
    await expectFieldError(select, 'This field is required.');
  },
};
