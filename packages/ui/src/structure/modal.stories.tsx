import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  longFrenchParagraphs,
  ModalDeletingHarness,
  ModalHarness,
  SizeGuideTable,
} from '../fixtures/structure.story-support.js';
import actions from './actions.module.css';
import { Modal } from './modal.js';

const meta = {
  title: 'Structure/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: 'Guide des tailles',
    children: <SizeGuideTable />,
  },
  render: (args) => <ModalHarness {...args} openerLabel="Voir le guide des tailles" />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Voir le guide des tailles' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'Guide des tailles' });
    // It fades in (no fade under reduced motion).
    await waitFor(() => expect(dialog).toBeVisible());
    // A real modal: the page behind is inert and focus has moved into the dialog.
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    // Escape closes it, tells the parent and gives focus back to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Voir le guide des tailles' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'Guide des tailles' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const FocusMovedByThePage: Story = {
  args: { title: 'Supprimer cette adresse ?', children: <p>Elle ne sera plus proposée.</p> },
  render: (args) => <ModalDeletingHarness {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer l’adresse' }));
    const dialog = canvas.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
    // The dialog's own close handler was attached when it mounted: it runs before this one.
    const closed = new Promise<void>((resolve) => {
      dialog.addEventListener(
        'close',
        () => {
          resolve();
        },
        { once: true },
      );
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    // The page put focus on its heading: the dialog's late close event does not take it back.
    const heading = canvas.getByRole('heading', { name: 'Adresse supprimée' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await closed;
    await expect(heading).toHaveFocus();
  },
};

export const BackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir le guide des tailles' }));
    const dialog = canvas.getByRole('dialog');
    // A click inside the box does not close it…
    await userEvent.click(within(dialog).getByRole('table'));
    await expect(args.onClose).not.toHaveBeenCalled();
    // …a click on the backdrop (the <dialog> element itself, outside its box) does.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 2, y: 2 } });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const WithFooterActions: Story = {
  args: {
    title: 'Livraison et retours',
    description: 'Livraison offerte dès 49 € d’achat en point relais.',
    children: longFrenchParagraphs.map((text) => <p key={text}>{text}</p>),
    footer: (
      <>
        <a className={actions.secondary} href="/fr/aide">
          Consulter l’aide
        </a>
        <button type="button" className={actions.primary}>
          J’ai compris
        </button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir le guide des tailles' }));
    const dialog = canvas.getByRole('dialog', { name: 'Livraison et retours' });
    await expect(dialog).toHaveAccessibleDescription(
      'Livraison offerte dès 49 € d’achat en point relais.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'J’ai compris' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('link', { name: 'Consulter l’aide' })).toBeVisible();
  },
};

export const OpenSmall: Story = {
  args: {
    open: true,
    size: 'sm',
    title: 'Article ajouté à votre panier',
    children: <p>Robe portefeuille en crêpe, taille 40, coloris marine.</p>,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const OpenLargeLongFrenchText: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'Conditions de livraison, de retour et de remboursement de vos articles',
    children: [...longFrenchParagraphs, ...longFrenchParagraphs].map((text, index) => (
      <p key={String(index)}>{text}</p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    // The dialog fits the screen; its body scrolls.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Drawer: Story = {
  args: {
    open: true,
    placement: 'end',
    title: 'Mon panier',
    children: <p>Votre sélection est gardée 7 jours.</p>,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Mon panier' });
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(window.innerHeight);
  },
};

export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    // A bottom sheet across the whole width.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
  },
};

export const Desktop: Story = {
  args: { open: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

export const EnglishStore: Story = {
  args: { title: 'Size guide', children: <SizeGuideTable english /> },
  globals: { locale: 'en-GB' },
  render: (args) => <ModalHarness {...args} openerLabel="View the size guide" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View the size guide' }));
    const dialog = canvas.getByRole('dialog', { name: 'Size guide' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
