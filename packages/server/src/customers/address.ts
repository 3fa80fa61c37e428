import type { Address } from '@vitrine/api-client/contract';

/** An address row (customer address, relay point) as the contract's Address. */
export const toAddress = (row: Omit<Address, 'country'> & { country: string }): Address => ({
  street: row.street,
  complement: row.complement,
  locality: row.locality,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country as Address['country'],
});
