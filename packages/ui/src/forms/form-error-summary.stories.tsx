import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUi } from '../core/ui-context.js';
import {
  CIVILITY_OPTIONS,
  EMPTY_BIRTH_DATE,
  SIGNUP_LABELS,
  StoryForm,
  describedError,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { DateOfBirthField } from './date-of-birth-field.js';
import { EmailField } from './email-field.js';
import { FormErrorSummary } from './form-error-summary.js';
import { PasswordField } from './password-field.js';
import { RadioGroupField } from './radio-group-field.js';
import { TextField } from './text-field.js';

const onSubmit = fn();

const EMPTY_SIGNUP = {
  civility: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  birthDate: EMPTY_BIRTH_DATE,
};

const FILLED_SIGNUP = {
  civility: 'Mrs',
  firstName: 'Amélie',
  lastName: 'Dupont',
  email: 'amelie.dupont@exemple.fr',
  password: 'Vitrine2026!',
  birthDate: { day: '14', month: '07', year: '1992' },
};

/** The identity part of the sign-up form, validated by the real sign-up schema. */
function SignupForm({ initialValues }: { initialValues: typeof EMPTY_SIGNUP }) {
  const { locale } = useUi();
  const labels = SIGNUP_LABELS[locale];
  return (
    <StoryForm
      form="signup"
      fields={Object.keys(labels)}
      initialValues={initialValues}
      onSubmit={onSubmit}
      summary={labels}
      submitLabel={locale === 'fr-FR' ? 'Créer mon compte' : 'Create my account'}
    >
      <RadioGroupField
        name="civility"
        label={labels.civility}
        options={CIVILITY_OPTIONS[locale]}
        required
        inline
      />
      <TextField name="firstName" label={labels.firstName} autoComplete="given-name" required />
      <TextField name="lastName" label={labels.lastName} autoComplete="family-name" required />
      <EmailField label={labels.email} required />
      <PasswordField label={labels.password} required />
      <DateOfBirthField label={labels.birthDate} />
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { labels: SIGNUP_LABELS['fr-FR'] },
  render: () => <SignupForm initialValues={EMPTY_SIGNUP} />,
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const createAccount = async (canvasElement: HTMLElement, name = 'Créer mon compte') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};

/** Nothing to show before the first submit. */
export const BeforeSubmit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An empty sign-up submitted: the French errors, linked and listed in a focused summary. */
export const EmptySignupSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await createAccount(canvasElement);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName('Le formulaire contient des erreurs');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Civilité\u00a0: Ce champ est obligatoire.',
      'Prénom\u00a0: Ce champ est obligatoire.',
      'Nom\u00a0: Ce champ est obligatoire.',
      'Adresse e-mail\u00a0: Ce champ est obligatoire.',
      'Mot de passe\u00a0: Ce champ est obligatoire.',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#field-civility');
    await expect(links[3]).toHaveAttribute('href', '#field-email');

    for (const name of ['Prénom', 'Nom', 'Adresse e-mail']) {
      const input = canvas.getByRole('textbox', { name });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(describedError(input)).toHaveTextContent('Erreur : Ce champ est obligatoire.');
    }
    const password = canvas.getByLabelText(/^Mot de passe/, { selector: 'input' });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(describedError(password)).toHaveTextContent('Ce champ est obligatoire.');
    await expect(canvas.getByRole('radiogroup', { name: 'Civilité' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The optional birth date left empty is no error.
    await expect(canvas.getByRole('textbox', { name: 'Jour' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** A link of the summary takes the focus to its field; a fixed field leaves the list. */
export const LinksToFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await createAccount(canvasElement);
    const summary = await canvas.findByRole('alert');
    await userEvent.click(within(summary).getByRole('link', { name: /^Adresse e-mail/ }));
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'amelie.dupont@exemple.fr');
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(4));
    // A group's link focuses its first choice.
    await userEvent.click(within(summary).getByRole('link', { name: /^Civilité/ }));
    await expect(canvas.getByRole('radio', { name: 'Madame' })).toHaveFocus();
  },
};

/** Several kinds of errors, and the summary back at each failed submit. */
export const MixedErrors: Story = {
  render: () => (
    <SignupForm
      initialValues={{
        ...FILLED_SIGNUP,
        email: 'amelie.dupont@',
        password: 'motdepasse',
        birthDate: { day: '31', month: '02', year: '1990' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await createAccount(canvasElement);
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Adresse e-mail\u00a0: Veuillez saisir une adresse e-mail valide.',
      'Mot de passe\u00a0: Le mot de passe doit contenir au moins un chiffre.',
      'Date de naissance\u00a0: Veuillez saisir une date de naissance valide.',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: /^Date de naissance/ }));
    await expect(canvas.getByRole('textbox', { name: 'Jour' })).toHaveFocus();
    // Focus elsewhere, submit again: the summary takes the focus again.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Prénom' }));
    await createAccount(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** A valid form is sent: no summary. */
export const ValidSignup: Story = {
  render: () => <SignupForm initialValues={FILLED_SIGNUP} />,
  play: async ({ canvasElement }) => {
    await createAccount(canvasElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(FILLED_SIGNUP));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await createAccount(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveFocus());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await createAccount(canvasElement, 'Create my account');
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveAccessibleName('There is a problem');
    await expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(
      'Title: This field is required.',
    );
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** The summary in a form of its own (StoryForm's default button). */
export const SingleField: Story = {
  render: (args) => (
    <StoryForm
      form="newsletterBox"
      fields={['email']}
      initialValues={{ email: 'amelie' }}
      onSubmit={onSubmit}
      summary={args.labels}
    >
      <EmailField label="Votre adresse e-mail" />
    </StoryForm>
  ),
  args: { labels: { email: 'Votre adresse e-mail' } },
  play: async ({ canvasElement }) => {
    await submitStoryForm(canvasElement);
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent(
      'Votre adresse e-mail : Veuillez saisir une adresse e-mail valide.',
    );
  },
};
