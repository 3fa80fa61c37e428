import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { FRENCH_STORE } from '../../../config/store-fixtures.test-support.js';

const WITH_MIX_AND_MATCH = { features: { ...FRENCH_STORE.features, mixAndMatch: true } };

describe('the mix and match page', () => {
  it('says the selection is coming and leads to every category', async () => {
    const { user, location } = renderStore('/mix-and-match', { config: WITH_MIX_AND_MATCH });
    await screen.findByRole('heading', { level: 1, name: 'Mix & match' });
    expect(
      screen.getByText(
        'Composez vos tenues pièce par pièce : cette sélection arrive bientôt. En attendant, parcourez toutes nos catégories.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voir toutes les catégories' }));
    await screen.findByRole('heading', { level: 1, name: 'Plan du site : catégories' });
    expect(location()).toBe('/plan-de-site-categories.html');
  });

  it('is no page of its own in a store without it', async () => {
    renderStore('/mix-and-match', {
      api: { 'content.cmsPage': failure(404, 'content.page_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });
});
