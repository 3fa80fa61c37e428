import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFormikContext } from 'formik';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fieldStories, submitStoryForm } from '../fixtures/forms.story-support.js';
import { WidgetField } from './widget-field.js';

/** Stands for the provider's widget: solving it sets the field, as its callback does. */
function StandInWidget() {
  const { setFieldValue } = useFormikContext();
  return (
    <button type="button" onClick={() => void setFieldValue('captcha', true)}>
      Résoudre la vérification
    </button>
  );
}

const { onSubmit, render } = fieldStories(WidgetField, {
  form: 'contact',
  fields: ['captcha'],
  initialValues: { captcha: false },
});

const meta = {
  title: 'Forms/WidgetField',
  component: WidgetField,
  args: {
    name: 'captcha',
    label: 'Je ne suis pas un robot',
    required: true,
    children: <StandInWidget />,
  },
  render,
} satisfies Meta<typeof WidgetField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Je ne suis pas un robot' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Résoudre la vérification' }));
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ captcha: true }));
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Je ne suis pas un robot' });
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(/Veuillez cocher la case de vérification\.$/),
    );
    // The error summary's link (#field-captcha) leads to the group.
    await expect(group).toHaveAttribute('id', 'field-captcha');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const EnglishStore: Story = {
  args: { label: 'I am not a robot' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'I am not a robot' });
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(/^Error: Please tick the verification box\.$/),
    );
  },
};
