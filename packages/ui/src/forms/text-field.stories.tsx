import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_FRENCH_LABELS,
  describedError,
  disabledFieldStory,
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { TextField } from './text-field.js';

/** The field named by the story's args, empty; `onSubmit` is reset before each story. */
const { onSubmit, render, renderWith } = fieldStories(TextField, (args) => ({
  form: 'signup',
  fields: [args.name],
  initialValues: { [args.name]: '' },
}));

/** First name already given. */
const renderFilled = renderWith({ fields: ['firstName'], initialValues: { firstName: 'Amélie' } });

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { name: 'firstName', label: 'Prénom', required: true, autoComplete: 'given-name' },
  render,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await expect(input).toHaveAttribute('id', 'field-firstName');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The asterisk is explained once by the form's note.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.'),
    ).toBeVisible();
    // No error while the shopper has not left the field.
    await userEvent.type(input, 'A');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByText(/Lettres, apostrophes/)).toBeNull();
  },
};

export const Filled: Story = {
  render: renderFilled,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveValue('Amélie');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Amélie' }));
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const error = describedError(input);
    await expect(error).toHaveTextContent('Erreur : Ce champ est obligatoire.');
    await expect(error).toHaveAttribute('id', 'field-firstName-error');
    await expect(onSubmit).not.toHaveBeenCalled();
    // Fixing the value clears the error at once.
    await userEvent.type(input, 'Amélie');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const ErrorOnceLeft: Story = {
  args: { hint: 'Tel qu’il figure sur votre pièce d’identité.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveAttribute('aria-describedby', 'field-firstName-hint');
    await userEvent.type(input, 'A');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAttribute(
      'aria-describedby',
      'field-firstName-hint field-firstName-error',
    );
    await expect(describedError(input)).toHaveTextContent(
      'Lettres, apostrophes, espaces et tirets uniquement, de 2 à 38 caractères.',
    );
  },
};

export const Disabled: Story = {
  ...disabledFieldStory('textbox', 'Prénom'),
  render: renderFilled,
};

export const LongFrenchLabel: Story = {
  args: {
    name: 'lastName',
    label: LONG_FRENCH_LABELS.text,
    hint: 'Lettres, apostrophes, espaces et tirets uniquement.',
    autoComplete: 'family-name',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LONG_FRENCH_LABELS.text });
    // The label wraps inside the phone's width.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Ce champ est obligatoire.');
  },
};

export const Desktop: Story = {
  args: { width: 'medium' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const EnglishStore: Story = {
  args: { label: 'First name' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Error: This field is required.');
  },
};

/** An amount with its unit before the control: the '£' is drawn, the label says it in words. */
export const AmountWithPrefix: Story = {
  args: {
    name: 'amount',
    label: 'Amount to pay (in pounds)',
    prefix: '£',
    inputMode: 'decimal',
    autoComplete: 'off',
  },
  globals: { locale: 'en-GB' },
  render: renderWith({
    form: 'personalAccountPayment',
    fields: ['amount'],
    initialValues: { amount: '' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount to pay (in pounds)' });
    await expect(canvas.getByText('£')).toHaveAttribute('aria-hidden', 'true');
    // The unit sits before the control, on its line.
    const unit = canvas.getByText('£').getBoundingClientRect();
    const control = input.getBoundingClientRect();
    await expect(unit.right).toBeLessThanOrEqual(control.left + 1);
    await expect(
      Math.abs(unit.top + unit.height / 2 - (control.top + control.height / 2)),
    ).toBeLessThan(4);
    await userEvent.type(input, '1001');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '25.50');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  },
};
