import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EMAIL } from '@vitrine/api-client/examples';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

/** A page with the store's footer: the help page. */
const PAGE = '/aide';
const FOOTER_HTML = `
  <section><h2>Aide</h2><a href="/fr/aide">Questions fréquentes</a><a href="/fr/contact">Nous contacter</a></section>
  <section><h3>À propos</h3><a href="https://www.vitrine-groupe.example/">Le groupe</a></section>
  <section><h2>Service client</h2><p>01 23 45 67 89</p></section>
  <section><a href="/fr/plan-de-site-produits.html">Plan du site</a></section>`;
const PAGE_API = {
  'content.cmsPage': '<p>Comment commander ?</p>',
  'content.footer': FOOTER_HTML,
} as const;

const footer = () => screen.findByRole('contentinfo');

const OTHER_ADDRESS_NOTICE =
  'L’adresse e-mail saisie n’est pas celle de votre compte : elle n’a pas été inscrite. Les abonnements ci-dessous sont ceux de votre compte. Pour inscrire une autre adresse, déconnectez-vous puis saisissez-la dans le bloc newsletter en bas de page.';

async function signUp(user: UserEvent, email: string) {
  const box = within(await footer());
  await user.type(box.getByRole('textbox', { name: 'Votre adresse e-mail' }), email);
  await user.click(box.getByRole('button', { name: 'Je m’inscris' }));
}

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('the store footer', () => {
  it('lists the link columns of the footer content, as links in the store', async () => {
    renderStore(PAGE, { api: PAGE_API });
    const links = within(await footer()).getByRole('navigation', {
      name: 'Aide et informations',
    });
    expect(await within(links).findByRole('heading', { level: 2, name: 'Aide' })).toBeTruthy();
    expect(within(links).getByRole('heading', { level: 2, name: 'À propos' })).toBeTruthy();
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Questions fréquentes', '/fr/aide'],
      ['Nous contacter', '/fr/contact'],
      ['Le groupe', 'https://www.vitrine-groupe.example/'],
    ]);
    // A section without links (the service's phone) or without a title is no column (it is
    // shown as it is, below).
    expect(within(links).queryByText('Service client')).toBeNull();
    expect(within(links).queryByText('Plan du site')).toBeNull();
  });

  it('shows the rest of the footer content as it is: its text, its links in the store', async () => {
    const { user, location } = renderStore(PAGE, { api: PAGE_API });
    const box = within(await footer());
    const service = await box.findByRole('heading', { level: 2, name: 'Service client' });
    const nav = box.getByRole('navigation', { name: 'Aide et informations' });
    expect(nav.contains(service)).toBe(false);
    expect(box.getByText('01 23 45 67 89')).toBeTruthy();
    // The untitled section's link is no column, but it is there, and the router follows it.
    await user.click(box.getByRole('link', { name: 'Plan du site' }));
    await screen.findByRole('heading', { level: 1, name: 'Plan du site : produits' });
    expect(location()).toBe('/plan-de-site-produits.html');
  });

  it('sanitises the footer content, and opens its pop-in links in a dialog', async () => {
    const { user, container } = renderStore(PAGE, {
      api: {
        ...PAGE_API,
        'content.footer':
          '<section><h2>Paiement sécurisé</h2><ul><li>Carte bancaire</li><li><a href="/fr/media/wysiwyg/popin/instalments">Paiement en 3 fois</a></li></ul><img src="/x.png" alt="" onerror="window.hacked = true"><script>window.hacked = true</script></section>',
        'content.popin': '<h2>Paiement en 3 fois</h2><p>Dès 100 € d’achat.</p>',
      },
    });
    const link = await within(await footer()).findByRole('link', { name: 'Paiement en 3 fois' });
    expect(container.querySelector('footer script, footer [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Paiement en 3 fois' });
    expect(await within(dialog).findByText('Dès 100 € d’achat.')).toBeTruthy();
  });

  it('folds the columns on a phone, each opened by its title', async () => {
    await page.viewport(375, 800);
    const { user } = renderStore(PAGE, { api: PAGE_API });
    const help = await within(await footer()).findByRole('button', { name: 'Aide' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(within(await footer()).queryByRole('link', { name: 'Questions fréquentes' })).toBeNull();
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const panel = within(await footer()).getByRole('region', { name: 'Aide' });
    expect(within(panel).getByRole('link', { name: 'Questions fréquentes' })).toBeTruthy();
  });

  it('leads its promises to their pages, and says whose the site is', async () => {
    renderStore(PAGE, { api: PAGE_API });
    const promises = within(await footer()).getByRole('list', { name: 'Nos engagements' });
    expect(
      within(promises)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr/livraison-et-retours', '/fr/aide', '/fr/contact']);
    expect(
      within(await footer()).getByText(
        `© ${String(new Date().getFullYear())} Vitrine. Tous droits réservés.`,
      ),
    ).toBeTruthy();
  });

  it('tells the data layer which footer link is followed and when the newsletter box is sent', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const { user, location } = renderStore(PAGE, {
      api: { ...PAGE_API, 'customer.exists': { exists: false } },
    });
    const box = within(await footer());
    await user.click(await box.findByRole('link', { name: 'Nous contacter' }));
    await waitFor(() => {
      expect(location()).toBe('/contact');
    });
    await user.click(box.getByRole('link', { name: /Service client/ }));
    // An address refused by the box is no submit; a good one is.
    await signUp(user, 'claire.dupont@');
    await user.clear(box.getByRole('textbox', { name: 'Votre adresse e-mail' }));
    await signUp(user, EMAIL);
    await waitFor(() => {
      expect(location()).toBe('/newsletter/subscriber');
    });
    const clicks = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
      (entry) => entry.event === 'other_click',
    );
    expect(clicks).toEqual([
      { event: 'other_click', click_category: 'footer', click_label: '/fr/contact' },
      { event: 'other_click', click_category: 'footer', click_label: 'customer_service' },
      { event: 'other_click', click_category: 'newsletter', click_label: 'submit' },
    ]);
  });

  it("links to the store's social networks, in a new tab", async () => {
    renderStore(PAGE, {
      api: PAGE_API,
      config: { socialLinks: [{ network: 'facebook', href: 'https://facebook.example/vitrine' }] },
    });
    const link = within(await footer()).getByRole('link', {
      name: 'Suivez-nous sur Facebook (nouvel onglet)',
    });
    expect(link.getAttribute('href')).toBe('https://facebook.example/vitrine');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows no column when the footer content cannot be read', async () => {
    const { api } = renderStore(PAGE, { api: { ...PAGE_API, 'content.footer': failure(500) } });
    const links = within(await footer()).getByRole('navigation', {
      name: 'Aide et informations',
    });
    await waitFor(() => {
      expect(api.callsTo('content.footer').length).toBeGreaterThan(0);
    });
    await screen.findByText('Comment commander ?');
    expect(within(links).queryAllByRole('link')).toEqual([]);
    // The newsletter box still works.
    expect(within(await footer()).getByRole('button', { name: 'Je m’inscris' })).toBeTruthy();
  });

  describe('the newsletter box', () => {
    it('refuses an address that is not one, and asks nothing', async () => {
      const { user, api } = renderStore(PAGE, { api: PAGE_API });
      await signUp(user, 'claire.dupont@');
      expect(
        await within(await footer()).findByText('Veuillez saisir une adresse e-mail valide.'),
      ).toBeTruthy();
      expect(api.callsTo('customer.exists')).toEqual([]);
    });

    it('leads a visitor with a new address to the subscriber page, the address filled in', async () => {
      const { user, api, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'customer.exists': { exists: false } },
      });
      await signUp(user, EMAIL);
      await screen.findByRole('heading', { level: 1, name: 'Inscription à la newsletter' });
      expect(location()).toBe('/newsletter/subscriber');
      expect(api.callsTo('customer.exists').map((call) => call.body)).toEqual([{ email: EMAIL }]);
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveProperty('value', EMAIL);
    });

    it('leads a visitor whose address has an account to sign in first', async () => {
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'customer.exists': { exists: true } },
      });
      await signUp(user, EMAIL);
      await screen.findByRole('heading', { level: 1, name: 'Identification' });
      expect(location()).toBe('/customer/account/login?newsletter=1');
    });

    it("subscribes a signed-in customer's own address at once, then shows their subscriptions", async () => {
      const { user, api, location } = renderStore(PAGE, { api: { ...PAGE_API, ...SIGNED_IN } });
      await screen.findByRole('button', { name: /^Mon compte, Mme Dupont/ });
      await signUp(user, EMAIL.toUpperCase());
      await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
      expect(location()).toBe('/customer/account/newsletter');
      expect(
        screen.getByText('Votre inscription à la newsletter a bien été enregistrée.'),
      ).toBeTruthy();
      expect(api.callsTo('customer.update').map((call) => call.body)).toEqual([
        {
          evt: 'newsletter',
          mailOption: 'O',
          sendMailNewsletter: true,
          email: EMAIL.toUpperCase(),
        },
      ]);
      expect(api.callsTo('customer.exists')).toEqual([]);
    });

    it('leads a signed-in customer typing another address to their subscriptions, saying why', async () => {
      const { user, api, location, store } = renderStore(PAGE, {
        api: { ...PAGE_API, ...SIGNED_IN },
      });
      await screen.findByRole('button', { name: /^Mon compte, Mme Dupont/ });
      await signUp(user, 'autre.adresse@example.fr');
      await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
      expect(location()).toBe('/customer/account/newsletter');
      // A polite status message (the kit's flash), not an error: nothing failed.
      expect(screen.getByText(OTHER_ADDRESS_NOTICE).closest('[role="status"]')).toBeTruthy();
      expect(
        screen.getByText(`Nos newsletters et nos offres vous sont envoyées à ${EMAIL}.`),
      ).toBeTruthy();
      expect(api.callsTo('customer.update')).toEqual([]);

      // Sent again from that very page (the box keeps the address), the notice is back; it
      // goes with the next page.
      await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
      expect(screen.queryByText(OTHER_ADDRESS_NOTICE)).toBeNull();
      await user.click(within(await footer()).getByRole('button', { name: 'Je m’inscris' }));
      expect(await screen.findByText(OTHER_ADDRESS_NOTICE)).toBeTruthy();
      // The router renders a navigation in a transition, and the outlet notes the page after it.
      await waitFor(() => {
        expect(store.getState().flash.shownOn).toBe('/customer/account/newsletter');
      });
      await user.click(within(await footer()).getByRole('link', { name: 'Questions fréquentes' }));
      await screen.findByText('Comment commander ?');
      await waitFor(() => {
        expect(screen.queryByText(OTHER_ADDRESS_NOTICE)).toBeNull();
      });
    });

    it('keeps its button busy while it looks the address up', async () => {
      const { user } = renderStore(PAGE, {
        api: { ...PAGE_API, 'customer.exists': pending },
      });
      await signUp(user, EMAIL);
      const busy = await within(await footer()).findByRole('button', { name: 'Inscription…' });
      expect(busy).toHaveProperty('disabled', true);
    });

    it('says so when the address cannot be looked up', async () => {
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'customer.exists': failure(503, 'server.unavailable') },
      });
      await signUp(user, EMAIL);
      expect(
        await within(await footer()).findByText(
          'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer dans quelques instants.',
        ),
      ).toBeTruthy();
      expect(location()).toBe(PAGE);
      await waitFor(() => {
        expect(
          within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Je m’inscris' }),
        ).toHaveProperty('disabled', false);
      });
    });

    it('is in English in the UK store', async () => {
      const { user, location } = renderStore('/help', {
        store: 'uk',
        api: { ...PAGE_API, 'customer.exists': { exists: false } },
      });
      const box = within(await footer());
      expect(box.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeTruthy();
      await user.type(box.getByRole('textbox', { name: 'Your email address' }), EMAIL);
      await user.click(box.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => {
        expect(location()).toBe('/newsletter/subscriber');
      });
    });
  });
});
