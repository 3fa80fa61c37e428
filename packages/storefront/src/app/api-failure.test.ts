import { ApiError, FETCH_ERROR_MESSAGE } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { toApiFailure } from './api-failure.js';

const URL = '/api/checkout/cart/add';

describe('toApiFailure', () => {
  it('keeps the code, its values and the key of its text', () => {
    const body = {
      code: 'cart.stock_limit',
      message: 'Plus que 2 en stock dans cette taille.',
      params: { stock: 2 },
    };
    expect(toApiFailure(new ApiError(URL, 409, body))).toEqual({
      status: 409,
      message: FETCH_ERROR_MESSAGE,
      url: URL,
      code: 'cart.stock_limit',
      params: { stock: 2 },
      messageKey: 'BASKET_STOCK_LIMIT',
    });
  });

  it('turns each refused field into the key of its text', () => {
    const body = {
      code: 'catalogue.product_not_found',
      message: 'Produit introuvable.',
      fields: {
        'items.0.sku': 'catalogue.product_not_found',
        'items.1.quantity': 'VALIDATION_REQUIRED',
        'items.2': 42,
      },
    };
    expect(toApiFailure(new ApiError(URL, 404, body)).fields).toEqual({
      'items.0.sku': 'NOT_FOUND_PRODUCT',
      'items.1.quantity': 'VALIDATION_REQUIRED',
    });
  });

  it('keeps no reason from an answer the store cannot read', () => {
    const bare = { status: 502, message: FETCH_ERROR_MESSAGE, url: URL };
    expect(toApiFailure(new ApiError(URL, 502))).toEqual(bare);
    expect(toApiFailure(new ApiError(URL, 502, '<html>Bad gateway</html>'))).toEqual(bare);
    // A code of a newer server: the failure is one the server did not explain.
    expect(
      toApiFailure(new ApiError(URL, 502, { code: 'cart.unheard_of', message: 'Nouveau.' })),
    ).toEqual(bare);
  });

  it('has no status when fetch itself failed', () => {
    expect(toApiFailure(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      message: FETCH_ERROR_MESSAGE,
    });
  });
});
