// The one switch of spec 5's '+' in e-mail addresses (decision 018): the server's form schema
// options, handed over with every page (StoreConfig.formSchemaOptions), decide for the store's
// forms and for the footer's newsletter box alike; without them, the production rules refuse '+'.
import { screen, within } from '@testing-library/react';
import type { FormSchemaOptions } from '@vitrine/validation/forms';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';

const PLUS_EMAIL = 'camille+news@example.fr';
const INVALID_EMAIL = 'Veuillez saisir une adresse e-mail valide.';

const SERVERS: readonly (readonly [string, FormSchemaOptions | undefined, boolean])[] = [
  ['outside production (allowPlusInEmail on)', { allowPlusInEmail: true }, true],
  ['in production (allowPlusInEmail off)', { allowPlusInEmail: false }, false],
  ['that said nothing (the production rules)', undefined, false],
];

const configOf = (formSchemaOptions: FormSchemaOptions | undefined) =>
  formSchemaOptions ? { formSchemaOptions } : {};

describe.each(SERVERS)("the '+' in e-mail addresses, for a server %s", (_, options, allowed) => {
  it(`is ${allowed ? 'accepted' : 'refused'} by the newsletter subscription form`, async () => {
    const { user, api } = renderStore('/newsletter/subscriber', { config: configOf(options) });
    await screen.findByRole('heading', { level: 1, name: 'Inscription à la newsletter' });
    const form = within(screen.getByRole('main'));
    const email = form.getByRole('textbox', { name: 'Adresse e-mail' });
    await fill(user, email, PLUS_EMAIL);
    await user.click(form.getByRole('button', { name: 'Je m’inscris' }));
    if (allowed) {
      await screen.findByText('Votre inscription à la newsletter a bien été enregistrée.');
      expect(api.callsTo('customer.update').map((call) => call.body)).toMatchObject([
        { evt: 'newsletter', email: PLUS_EMAIL },
      ]);
    } else {
      await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
      expect(fieldError(email)).toBe(INVALID_EMAIL);
      expect(api.callsTo('customer.update')).toHaveLength(0);
    }
  });

  it(`is ${allowed ? 'accepted' : 'refused'} by the footer's newsletter box`, async () => {
    const { user, api } = renderStore('/newsletter/subscriber', {
      config: configOf(options),
      api: { 'customer.exists': { exists: false } },
    });
    const footer = within(await screen.findByRole('contentinfo'));
    await user.type(footer.getByRole('textbox', { name: 'Votre adresse e-mail' }), PLUS_EMAIL);
    await user.click(footer.getByRole('button', { name: 'Je m’inscris' }));
    if (allowed) {
      await vi.waitFor(() => {
        expect(api.callsTo('customer.exists').map((call) => call.body)).toEqual([
          { email: PLUS_EMAIL },
        ]);
      });
      expect(footer.queryByText(INVALID_EMAIL)).toBeNull();
    } else {
      expect(await footer.findByText(INVALID_EMAIL)).toBeTruthy();
      expect(api.callsTo('customer.exists')).toHaveLength(0);
    }
  });
});
