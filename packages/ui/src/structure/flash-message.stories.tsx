import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlashHarness } from '../fixtures/structure.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { FlashMessage } from './flash-message.js';

/** The auto-dismiss stories' time: the play functions move it (see {@link createStoryClock}). */
const clock = createStoryClock();

const meta = {
  title: 'Structure/FlashMessage',
  component: FlashMessage,
  args: {
    severity: 'success',
    children: 'Vos informations ont bien été modifiées.',
  },
  render: (args) => <FlashHarness {...args} />,
} satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // The severity is spoken, not only shown by colour and icon.
    await expect(status).toHaveTextContent('Succès : Vos informations ont bien été modifiées.');
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};

export const Info: Story = {
  args: {
    severity: 'info',
    children: 'Un code privilège par défaut a été appliqué à votre panier.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Information/);
  },
};

export const Warning: Story = {
  args: {
    severity: 'warning',
    title: 'Stock limité',
    children: 'Plus que 2 articles disponibles dans cette taille.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Attention : Stock limité',
    );
  },
};

export const Error: Story = {
  args: {
    severity: 'error',
    children: 'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
  },
  play: async ({ canvasElement }) => {
    // Errors interrupt: role alert.
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Erreur : Votre adresse e-mail/);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const AutoDismiss: Story = {
  args: { onDismiss: fn(), autoDismissMs: 400 },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    // On screen for the whole 400 ms, gone on the last one.
    clock.advance(399);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeVisible();
    clock.advance(1);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const AutoDismissPausedOnHoverAndFocus: Story = {
  args: { onDismiss: fn(), autoDismissMs: 300 },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    clock.advance(100);
    await userEvent.hover(status);
    clock.advance(3000);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Focus keeps it too, after the pointer leaves.
    canvas.getByRole('button', { name: 'Fermer le message' }).focus();
    await userEvent.unhover(status);
    clock.advance(3000);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Focus leaves: the countdown resumes with the 200 ms that were left, and the message goes.
    canvas.getByRole('button', { name: 'Fermer le message' }).blur();
    clock.advance(199);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: {
    severity: 'error',
    title: 'Le détail de votre commande est momentanément indisponible',
    children:
      'Une erreur est survenue lors de l’affichage du détail de votre commande n° 20240917-00012345. Veuillez contacter notre service client si le problème persiste : nos conseillers sont disponibles du lundi au samedi, de 8 h à 20 h.',
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const Desktop: Story = {
  args: { severity: 'info', children: 'Votre demande de catalogue a bien été envoyée !' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const EnglishStore: Story = {
  args: {
    severity: 'success',
    children: 'Your information has been successfully updated.',
    onDismiss: fn(),
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The message stays on screen for designers; dismissing is covered by 'Dismissible'.
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Success: Your information/);
    await expect(canvas.getByRole('button', { name: 'Dismiss message' })).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};
