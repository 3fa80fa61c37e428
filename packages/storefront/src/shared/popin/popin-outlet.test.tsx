import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending } from '../../testing/api-double.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';
import { expectPopinClosedBackOn } from './popin.test-support.js';

/** A CMS page (the help page) whose content links to the privilege-code pop-in. */
const HELP_HTML =
  '<h2>Codes privilège</h2><p>Un seul code par commande. <a href="/fr/media/wysiwyg/popin/privilege-code">Comment utiliser mon code ?</a></p>';
const POPIN_HTML =
  '<h2>Code privilège</h2><p>Saisissez-le dans votre panier.</p><p>Voir les <a href="/fr/promotional-offers-terms-and-conditions">conditions des offres</a>.</p>';

const openHelp = (popin: unknown = POPIN_HTML) =>
  renderStore('/aide', {
    api: { 'content.cmsPage': HELP_HTML, 'content.popin': popin as string },
  });

const popinLink = () => screen.findByRole('link', { name: 'Comment utiliser mon code ?' });

describe('a pop-in opened from a link of the content', () => {
  it('opens in a dialog named by its heading, without leaving the page, and Escape closes it', async () => {
    const { user, api, location } = openHelp();
    const link = await popinLink();
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Code privilège' });
    expect(await within(dialog).findByText('Saisissez-le dans votre panier.')).toBeTruthy();
    // Its heading is the dialog's title, not repeated in its text.
    expect(within(dialog).getAllByRole('heading', { name: 'Code privilège' })).toHaveLength(1);
    expect(api.callsTo('content.popin').map((call) => call.params['*'])).toEqual([
      'privilege-code',
    ]);
    expect(location()).toBe('/aide');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await expectPopinClosedBackOn(link);
  });

  it('opens from the keyboard and closes with its close button, focus back on the link', async () => {
    const { user } = openHelp();
    const link = await popinLink();
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Code privilège' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expectPopinClosedBackOn(link);
  });

  it('says it is loading, under the link’s words, until its text comes', async () => {
    const { user } = openHelp(pending);
    await user.click(await popinLink());
    const dialog = await screen.findByRole('dialog', { name: 'Comment utiliser mon code ?' });
    expect(within(dialog).getByText('Chargement…')).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says when its text cannot be loaded, leaves the page as it is, and tries again', async () => {
    const { user, api } = openHelp(failure(500));
    await user.click(await popinLink());
    const dialog = await screen.findByRole('dialog', { name: 'Comment utiliser mon code ?' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Ce contenu n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Aide et questions fréquentes' }),
    ).toBeTruthy();

    api.answer('content.popin', POPIN_HTML);
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByText('Saisissez-le dans votre panier.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Code privilège' })).toBe(dialog);
  });

  it('follows a link of its text inside the store, and closes', async () => {
    const { user, location } = openHelp();
    await user.click(await popinLink());
    const dialog = await screen.findByRole('dialog', { name: 'Code privilège' });
    await user.click(await within(dialog).findByRole('link', { name: 'conditions des offres' }));
    await waitFor(() => {
      expect(location()).toBe('/promotional-offers-terms-and-conditions');
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('speaks the English store’s language', async () => {
    const { user } = renderStore('/help', {
      store: 'uk',
      api: {
        'content.cmsPage':
          '<p><a href="/uk/media/wysiwyg/popin/privilege-code">How do I use my code?</a></p>',
        'content.popin': failure(503),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'How do I use my code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How do I use my code?' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This content could not be loaded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
