import type { Address } from '@vitrine/api-client';
import type { StoreLocale } from '@vitrine/ui';

/**
 * An address as each country writes it, a line each: '75002 Paris' in France, the town then the
 * postcode on their own lines in the UK; empty lines left out, the country named last.
 */
export function addressLines(address: Address, locale: StoreLocale): string[] {
  const country = new Intl.DisplayNames(locale, { type: 'region' }).of(address.country);
  const town =
    address.country === 'GB'
      ? [address.city, address.postalCode]
      : [`${address.postalCode} ${address.city}`];
  return [address.street, address.complement, address.locality, ...town, country ?? ''].filter(
    (line) => line.trim() !== '',
  );
}
