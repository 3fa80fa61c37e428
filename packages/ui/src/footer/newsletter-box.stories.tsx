import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { present } from '../fixtures/queries.story-support.js';
import { NewsletterBox } from './newsletter-box.js';

const meta = {
  title: 'Footer/NewsletterBox',
  component: NewsletterBox,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Inscrivez-vous à notre newsletter' }),
    ).toBeVisible();
    await expect(canvas.getByText('10€ OFFERTS')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(canvas.getByRole('button', { name: 'Je m’inscris' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(input, 'claire.martin@exemple');
    await userEvent.click(canvas.getByRole('button', { name: 'Je m’inscris' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const error = canvas.getByText('Veuillez saisir une adresse e-mail valide.');
    await expect(canvas.getByRole('alert')).toContainElement(error);
    // The error comes after the form, not inside it, and describes the field.
    const form = present(input.closest('form'));
    await expect(form).not.toContainElement(error);
    await expect(
      form.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide.');
    await expect(input).toHaveFocus();
    // Once the address is right, the error goes.
    await userEvent.type(input, '.fr');
    await expect(canvas.queryByText('Veuillez saisir une adresse e-mail valide.')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Ce champ est obligatoire.');
  },
};

export const ValidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, ' claire.martin@exemple.fr {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('claire.martin@exemple.fr');
    await expect(canvas.queryByRole('alert')).toBeEmptyDOMElement();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const PlusAddressOnTestStores: Story = {
  args: { allowPlus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'claire+test@exemple.fr{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('claire+test@exemple.fr');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', defaultEmail: 'claire.martin@exemple.fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Inscription…' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    status: 'error',
    defaultEmail: 'claire.martin@exemple.fr',
    errorMessage: 'Cette adresse est liée à un compte : connectez-vous pour vous inscrire.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/connectez-vous pour vous inscrire/);
    await expect(input).toHaveAccessibleDescription(/connectez-vous/);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Je m’inscris' })).toBeEnabled();
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Votre inscription n’a pas pu être enregistrée.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'jean.dupont@exemple.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Je m’inscris' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('jean.dupont@exemple.fr');
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('£10 OFF')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/free delivery on your first order/);
    const input = canvas.getByRole('textbox', { name: 'Your email address' });
    await userEvent.type(input, 'jane.smith@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
