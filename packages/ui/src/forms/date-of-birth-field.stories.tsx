import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  EMPTY_BIRTH_DATE,
  LONG_FRENCH_LABELS,
  birthDateYearsAgo,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { DateOfBirthField } from './date-of-birth-field.js';

// Sign-up: an optional birth date, checked when given.
const { onSubmit, render, renderWith } = fieldStories(DateOfBirthField, {
  form: 'signup',
  fields: ['birthDate'],
  initialValues: { birthDate: EMPTY_BIRTH_DATE },
});

/** The personal-account payment wants an adult's birth date (spec §5). */
const renderPayment = renderWith({
  form: 'payment',
  initialValues: { paymentMethod: 'personalAccount', birthDate: EMPTY_BIRTH_DATE },
});

const meta = {
  title: 'Forms/DateOfBirthField',
  component: DateOfBirthField,
  args: { label: 'Date de naissance' },
  render,
} satisfies Meta<typeof DateOfBirthField>;

export default meta;
type Story = StoryObj<typeof meta>;

type BoxNames = readonly [day: string, month: string, year: string];

/** The day, month and year boxes, found by their labels. */
const boxes = (canvasElement: HTMLElement, names: BoxNames = ['Jour', 'Mois', 'Année']) => {
  const canvas = within(canvasElement);
  return [
    canvas.getByRole('textbox', { name: names[0] }),
    canvas.getByRole('textbox', { name: names[1] }),
    canvas.getByRole('textbox', { name: names[2] }),
  ] as const;
};

const typeDate = async (
  canvasElement: HTMLElement,
  date: { day: string; month: string; year: string },
  names?: BoxNames,
) => {
  const [day, month, year] = boxes(canvasElement, names);
  await userEvent.type(day, date.day);
  await userEvent.type(month, date.month);
  await userEvent.type(year, date.year);
};

/** The group's error, which its fieldset's aria-describedby points at. */
const groupError = (canvasElement: HTMLElement) => {
  const group = within(canvasElement).getByRole('group');
  const id = (group.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .find((candidate) => candidate.endsWith('-error'));
  return id === undefined ? null : document.getElementById(id);
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date de naissance' });
    await expect(group).toHaveAccessibleDescription('Exemple\u00a0: 14 07 1992');
    const [day, month, year] = boxes(canvasElement);
    await expect(day).toHaveAttribute('id', 'field-birthDate-day');
    await expect(day).toHaveAttribute('name', 'birthDate.day');
    await expect(day).toHaveAttribute('autocomplete', 'bday-day');
    await expect(month).toHaveAttribute('autocomplete', 'bday-month');
    await expect(year).toHaveAttribute('autocomplete', 'bday-year');
    await expect(day).toHaveAttribute('maxlength', '2');
    await expect(month).toHaveAttribute('maxlength', '2');
    await expect(year).toHaveAttribute('maxlength', '4');
    for (const box of [day, month, year]) {
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    // Left empty, the optional date is accepted.
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birthDate: EMPTY_BIRTH_DATE }));
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await typeDate(canvasElement, { day: '14', month: '07', year: '1992' });
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        birthDate: { day: '14', month: '07', year: '1992' },
      }),
    );
  },
};

/** A one-digit day or month gets its leading zero when the box is left. */
export const PadsOneDigit: Story = {
  play: async ({ canvasElement }) => {
    await typeDate(canvasElement, { day: '5', month: '3', year: '1990' });
    const [day, month] = boxes(canvasElement);
    await expect(day).toHaveValue('05');
    await expect(month).toHaveValue('03');
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        birthDate: { day: '05', month: '03', year: '1990' },
      }),
    );
  },
};

/** No error while moving between the boxes; one error for the group once it is left. */
export const ErrorOnceLeft: Story = {
  play: async ({ canvasElement }) => {
    const [day, month, year] = boxes(canvasElement);
    await userEvent.type(day, '31');
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await expect(groupError(canvasElement)).toBeNull();
    await userEvent.type(month, '02');
    await userEvent.type(year, '1990');
    await userEvent.tab();
    await waitFor(() =>
      expect(groupError(canvasElement)).toHaveTextContent(
        'Veuillez saisir une date de naissance valide.',
      ),
    );
    for (const box of [day, month, year]) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    await typeDate(canvasElement, { day: '12', month: '13', year: '1990' });
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(groupError(canvasElement)).toHaveTextContent(
        'Erreur : Veuillez saisir une date de naissance valide.',
      ),
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Paying with the personal account: the birth date is required and must be an adult's. */
export const Minor: Story = {
  args: { required: true },
  render: renderPayment,
  play: async ({ canvasElement }) => {
    await typeDate(canvasElement, birthDateYearsAgo(16));
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(groupError(canvasElement)).toHaveTextContent('Vous n’avez pas 18 ans.'),
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredForPersonalAccount: Story = {
  args: { required: true },
  render: renderPayment,
  play: async ({ canvasElement }) => {
    for (const box of boxes(canvasElement))
      await expect(box).toHaveAttribute('aria-required', 'true');
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(groupError(canvasElement)).toHaveTextContent('Ce champ est obligatoire.'),
    );
  },
};

export const Adult: Story = {
  args: { required: true },
  render: renderPayment,
  play: async ({ canvasElement }) => {
    const date = birthDateYearsAgo(18);
    await typeDate(canvasElement, date);
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ paymentMethod: 'personalAccount', birthDate: date }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxes(canvasElement)) await expect(box).toBeDisabled();
  },
};

export const LongFrenchLabel: Story = {
  args: { label: LONG_FRENCH_LABELS.birthDate, hint: null },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: LONG_FRENCH_LABELS.birthDate });
    await expect(group).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const EnglishStore: Story = {
  args: { label: 'Date of birth', required: true },
  globals: { locale: 'en-GB' },
  render: renderPayment,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveAccessibleDescription('For example, 27 03 1992');
    await typeDate(canvasElement, birthDateYearsAgo(17), ['Day', 'Month', 'Year']);
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(groupError(canvasElement)).toHaveTextContent('Error: You are not 18 years old.'),
    );
  },
};
