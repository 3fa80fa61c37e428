import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_FRENCH_LABELS,
  StoryForm,
  describedError,
  disabledFieldStory,
  expectFieldError,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { EmailField } from './email-field.js';

const { onSubmit, render, renderWith } = fieldStories(EmailField, {
  form: 'signup',
  fields: ['email'],
  initialValues: { email: '' },
});

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'Adresse e-mail', required: true },
  render,
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('name', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('maxlength', '200');
  },
};

export const Filled: Story = {
  render: renderWith({ initialValues: { email: 'amelie.dupont@exemple.fr' } }),
  play: async ({ canvasElement }) => {
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'amelie.dupont@exemple.fr' }),
    );
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(input, 'amelie.dupont@');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedError(input)).toHaveTextContent(
      'Veuillez saisir une adresse e-mail valide.',
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** The e-mail and its confirmation: the schema checks that they match. */
export const WithConfirmation: Story = {
  render: (args) => (
    <StoryForm
      form="signup"
      fields={['email', 'confirmEmail']}
      initialValues={{ email: 'amelie.dupont@exemple.fr', confirmEmail: '' }}
      onSubmit={onSubmit}
    >
      <EmailField {...args} />
      <EmailField
        name="confirmEmail"
        label="Confirmation de l’adresse e-mail"
        required
        autoComplete="off"
      />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const confirmation = within(canvasElement).getByRole('textbox', {
      name: 'Confirmation de l’adresse e-mail',
    });
    await userEvent.type(confirmation, 'amelie.dupond@exemple.fr');
    await userEvent.tab();
    await expectFieldError(confirmation, 'Les adresses e-mail ne correspondent pas.');
  },
};

export const Disabled: Story = disabledFieldStory('textbox', 'Adresse e-mail');

export const LongFrenchLabel: Story = {
  args: {
    label: LONG_FRENCH_LABELS.email,
    hint: 'Nous ne la communiquerons jamais sans votre accord.',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LONG_FRENCH_LABELS.email });
    await expect(input).toHaveAccessibleDescription(
      'Nous ne la communiquerons jamais sans votre accord.',
    );
  },
};

export const EnglishStore: Story = {
  args: { label: 'Email address' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'jane.smith');
    await submitStoryForm(canvasElement);
    await expectFieldError(input, 'Please enter a valid email address.');
  },
};
