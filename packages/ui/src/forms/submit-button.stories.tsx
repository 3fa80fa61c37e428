import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../fixtures/forms.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { EmailField } from './email-field.js';
import { SubmitButton } from './submit-button.js';

const onSubmit = fn();

/** The sending's time in 'Submitting': its play function moves it (see {@link createStoryClock}). */
const clock = createStoryClock();
const SUBMIT_DELAY = 400;

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'S’inscrire' },
  // A newsletter box whose sending takes a moment; StoryForm adds its own 'Valider' button, so
  // the stories use this one under test.
  render: (args) => (
    <StoryForm
      form="newsletterBox"
      fields={['email']}
      initialValues={{ email: 'amelie.dupont@exemple.fr' }}
      onSubmit={onSubmit}
      submitDelay={SUBMIT_DELAY}
    >
      <EmailField label="Adresse e-mail" />
      <p>
        <SubmitButton {...args} />
      </p>
    </StoryForm>
  ),
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'S’inscrire' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Busy while sending: aria-busy, announced, and a second press sends nothing more. */
export const Submitting: Story = {
  // The sending lasts until the play function moves the clock: the second press surely comes
  // while it runs.
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'S’inscrire' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // The form has validated and the sending has started.
    await waitFor(() => expect(clock.pendingTimers()).toBe(1));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Envoi en cours…');
    await userEvent.click(button);
    // Still the one sending, not finished.
    await expect(clock.pendingTimers()).toBe(1);
    await expect(onSubmit).not.toHaveBeenCalled();
    clock.advance(SUBMIT_DELAY);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'amelie.dupont@exemple.fr' });
  },
};

/**
 * Pressing the button does not blur the field being filled: the blur's error message would move
 * the button between press and release and the click would be lost.
 */
export const PressKeepsTheFieldFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    const button = canvas.getByRole('button', { name: 'S’inscrire' });
    // One session, so that the release finds the button pressed.
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'amelie');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(field).toHaveFocus();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'S’inscrire' });
    const form = button.closest('form');
    await expect(button.getBoundingClientRect().width).toBe(form?.getBoundingClientRect().width);
  },
};

export const EnglishStore: Story = {
  args: { children: 'Sign up' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Sending…'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  },
};
