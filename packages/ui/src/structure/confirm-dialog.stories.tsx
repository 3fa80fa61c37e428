import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialogHarness, addToCartFailure } from '../fixtures/structure.story-support.js';
import { ConfirmDialog } from './confirm-dialog.js';

const fr = addToCartFailure.fr;

const meta = {
  title: 'Structure/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onClose: fn(),
    onConfirm: fn(),
    title: fr.title,
    children: fr.message,
    confirmLabel: fr.confirmLabel,
    secondaryAction: fr.secondaryAction,
    cancelLabel: null,
  },
  render: (args) => <ConfirmDialogHarness {...args} openerLabel="Ajouter au panier" />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToCartFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = canvas.getByRole('alertdialog', { name: fr.title });
    await expect(dialog).toHaveAccessibleDescription(fr.message);
    // The main action has the focus: Enter retries.
    const retry = within(dialog).getByRole('button', { name: 'Réessayer' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(
      within(dialog).getByRole('link', { name: 'Contacter le service client' }),
    ).toHaveAttribute('href', '/fr/contact');
    await expect(within(dialog).queryByRole('button', { name: 'Annuler' })).toBeNull();
  },
};

export const WithCancel: Story = {
  args: {
    title: 'Supprimer cet article de votre panier\u00a0?',
    children: 'Pull col rond en laine mérinos, taille M, coloris camel.',
    confirmLabel: 'Supprimer',
    secondaryAction: undefined,
    cancelLabel: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toHaveFocus();
  },
};

export const EnglishStore: Story = {
  args: {
    open: true,
    title: addToCartFailure.en.title,
    children: addToCartFailure.en.message,
    confirmLabel: addToCartFailure.en.confirmLabel,
    secondaryAction: addToCartFailure.en.secondaryAction,
  },
  globals: { locale: 'en-GB' },
  render: (args) => <ConfirmDialogHarness {...args} openerLabel="Add to basket" />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: addToCartFailure.en.title,
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};
