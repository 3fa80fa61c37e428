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
import { CheckboxField } from './checkbox-field.js';

const { onSubmit, render } = fieldStories(CheckboxField, {
  form: 'contact',
  fields: ['captcha'],
  initialValues: { captcha: false },
});

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { name: 'captcha', label: 'Je confirme ne pas être un robot', required: true },
  render,
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Je confirme ne pas être un robot' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('aria-required', 'true');
    // The label widens the target to a 44 px row.
    const label = canvas.getByText('Je confirme ne pas être un robot');
    await expect(label.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(label);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: 'Je confirme ne pas être un robot' }),
    );
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ captcha: true }));
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Je confirme ne pas être un robot',
    });
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedError(box)).toHaveTextContent('Veuillez cocher la case de vérification.');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = disabledFieldStory('checkbox');

export const LongFrenchLabel: Story = {
  args: {
    label: LONG_FRENCH_LABELS.checkbox,
    hint: 'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail.',
    required: false,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: LONG_FRENCH_LABELS.checkbox });
    await expect(box).toHaveAccessibleDescription(
      'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail.',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const EnglishStore: Story = {
  args: { label: 'I confirm that I am not a robot' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I confirm that I am not a robot',
    });
    await submitStoryForm(canvasElement);
    await expectFieldError(box, 'Please tick the verification box.');
  },
};
