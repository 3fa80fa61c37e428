import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../../testing/render-store.test-support.js';

describe('the basket page', () => {
  it('shows the basket the API answers', async () => {
    renderStore('/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(await screen.findByText('Robe portefeuille')).toBeTruthy();
  });
});
