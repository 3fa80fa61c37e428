import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentPreferences, type ConsentPreferencesProps } from './consent-preferences.js';

/** The dialog as the store uses it: opened from a footer-like button, closed on save. */
function PreferencesHarness(props: ConsentPreferencesProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Gérer mes cookies
      </button>
      <ConsentPreferences
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        onSave={(choice) => {
          props.onSave(choice);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Consent/ConsentPreferences',
  component: ConsentPreferences,
  args: {
    open: false,
    onClose: fn(),
    onSave: fn(),
    initial: { analytics: false, advertising: false },
  },
  render: (args) => <PreferencesHarness {...args} />,
} satisfies Meta<typeof ConsentPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const opener = canvas.getByRole('button', { name: 'Gérer mes cookies' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = canvas.getByRole('dialog', { name: 'Gérer mes cookies' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, opener };
};

export const ChooseByPurpose: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, opener } = await openDialog(canvasElement);
    const analytics = within(dialog).getByRole('switch', { name: 'Mesure d’audience' });
    const advertising = within(dialog).getByRole('switch', { name: 'Publicité personnalisée' });
    // Off until accepted; the necessary cookies are always on, with no switch.
    await expect(analytics).not.toBeChecked();
    await expect(advertising).not.toBeChecked();
    await expect(dialog).toHaveTextContent('Cookies nécessairesToujours actifs');
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(2);
    // From the keyboard: Space turns a switch on, and the choice is saved as set.
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, advertising: false });
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const RefuseAllFromTheDialog: Story = {
  args: { initial: { analytics: true, advertising: true } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    // It opens on the visitor's current choice.
    await expect(within(dialog).getByRole('switch', { name: 'Mesure d’audience' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: false, advertising: false });
  },
};

export const AcceptAllFromTheDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout accepter' }));
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, advertising: true });
  },
};

export const EscapeSavesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, opener } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Publicité personnalisée' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    // Reopened, the unsaved switch is back to the current choice.
    const again = await openDialog(canvasElement);
    await expect(
      within(again.dialog).getByRole('switch', { name: 'Publicité personnalisée' }),
    ).not.toBeChecked();
  },
};
