import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_FRENCH_LABELS,
  StoryForm,
  describedError,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { EmailField } from './email-field.js';

const onSubmit = fn();

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'Adresse e-mail', required: true },
  render: (args) => (
    <StoryForm form="signup" fields={['email']} initialValues={{ email: '' }} onSubmit={onSubmit}>
      <EmailField {...args} />
    </StoryForm>
  ),
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
  render: (args) => (
    <StoryForm
      form="signup"
      fields={['email']}
      initialValues={{ email: 'amelie.dupont@exemple.fr' }}
      onSubmit={onSubmit}
    >
      <EmailField {...args} />
    </StoryForm>
  ),
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
    await waitFor(() =>
      expect(describedError(confirmation)).toHaveTextContent(
        'Les adresses e-mail ne correspondent pas.',
      ),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' }),
    ).toBeDisabled();
  },
};

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
    await waitFor(() =>
      expect(describedError(input)).toHaveTextContent('Please enter a valid email address.'),
    );
  },
};
