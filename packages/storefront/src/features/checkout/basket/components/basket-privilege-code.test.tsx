import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../../../testing/render-store.test-support.js';
import { expectPopinClosedBackOn } from '../../../../shared/popin/popin.test-support.js';

const POPIN_HTML = '<h2>Code privilège</h2><p>Un seul code par commande.</p>';

describe('the basket’s privilege-code conditions', () => {
  it('open the privilege-code pop-in from the code’s box, and close with Escape', async () => {
    const { user, api, location } = renderStore('/checkout/cart', {
      api: { 'content.popin': POPIN_HTML },
    });
    const field = await screen.findByRole('textbox', { name: 'Code privilège' });
    const box = field.closest('div[class]')?.parentElement;
    const link = await screen.findByRole('link', {
      name: 'Voir les conditions des codes privilège',
    });
    expect(box?.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/fr/media/wysiwyg/popin/privilege-code');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');

    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Code privilège' });
    expect(await within(dialog).findByText('Un seul code par commande.')).toBeTruthy();
    expect(api.callsTo('content.popin').map((call) => call.params['*'])).toEqual([
      'privilege-code',
    ]);
    expect(location()).toBe('/checkout/cart');

    await user.keyboard('{Escape}');
    await expectPopinClosedBackOn(link);
  });

  it('are in the English basket too', async () => {
    const { user } = renderStore('/checkout/cart', {
      store: 'uk',
      api: { 'content.popin': '<h2>Privilege code</h2><p>One code per order.</p>' },
    });
    await user.click(
      await screen.findByRole('link', { name: 'See the privilege code conditions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Privilege code' });
    expect(await within(dialog).findByText('One code per order.')).toBeTruthy();
  });
});
