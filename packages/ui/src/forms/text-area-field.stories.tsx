import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { TextAreaField } from './text-area-field.js';

/** The contact form's message, empty. */
const { render } = fieldStories(TextAreaField, {
  form: 'contact',
  fields: ['message'],
  initialValues: { message: '' },
});

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { name: 'message', label: 'Message', required: true },
  render,
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-required', 'true');
    await expect(area).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await submitStoryForm(canvasElement);
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expectFieldError(area, 'Ce champ est obligatoire.');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
  },
};
