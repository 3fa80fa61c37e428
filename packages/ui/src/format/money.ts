import type { StoreLocale } from '../core/ui-context.js';
import { formatFraction } from './locale-format.js';

// Amounts: formatMoney of @vitrine/validation, the one money display rule (the server's too).

/**
 * A percentage given in percent (30 for 30 %): whole values without decimals, fractional ones
 * with two (spec §9: '12,50 %').
 */
export function formatPercent(percent: number, locale: StoreLocale): string {
  const hundredths = Math.round(percent * 100);
  return formatFraction(hundredths / 10000, locale, hundredths % 100 === 0 ? 0 : 2);
}

/** A discount percentage as shown on cards and prices: '-30 %' (fr-FR), '-30%' (en-GB). */
export function formatDiscount(percent: number, locale: StoreLocale): string {
  return `-${formatPercent(Math.abs(percent), locale)}`;
}

/** The discount in percent from a crossed-out price to the price, rounded to the nearest whole. */
export function discountPercent(price: number, crossedOutPrice: number): number {
  if (!(crossedOutPrice > price) || price < 0) return 0;
  return Math.round(((crossedOutPrice - price) / crossedOutPrice) * 100);
}
