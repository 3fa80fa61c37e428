import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Delivery } from '@vitrine/api-client';
import { ShippingMethodPicker, type RelaySearchStatus, type ShippingMethodCode } from '@vitrine/ui';
import { useState } from 'react';
import { failureStatus } from '../../../../app/api-failure.js';
import { useGetRelayPointsQuery } from '../delivery-api.js';
import { methodOptions, relayMethodOf, relayPointOptions } from '../delivery-options.js';

export interface ParcelMethodsProps {
  delivery: Delivery;
  method: ShippingMethodCode | undefined;
  relayPoint: string | undefined;
  /** The chosen address's postcode: the relay search starts there. */
  postcode: string;
  /** An i18n key under the methods (the form's message or spec 8's refusal). */
  error: string | undefined;
  /** An i18n key in the relay panel (VALIDATION_RELAY_POINT_REQUIRED). */
  relayError: string | undefined;
  disabled: boolean;
  onChooseMethod: (method: ShippingMethodCode) => void;
  onChooseRelayPoint: (relayPoint: string) => void;
}

/**
 * What to say on the postcode when the relay search refused it: the server answers 400 for a
 * postcode it cannot place, an area it does not deliver (its malformed postcodes the kit's search
 * refuses first; GET failures carry no body, so the status says it). The shopper can try another
 * postcode; any other failure is one to try again.
 */
const relaySearchRefusal = (error: unknown): string | undefined =>
  failureStatus(error) === 400 ? 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' : undefined;

/**
 * The parcels' methods in the kit's picker (home, relay), with fees and delays. A relay method
 * opens the relay panel and searches at once near the chosen address; the shopper may search
 * around another postcode. A postcode the search refuses (an area not delivered) is said on the
 * postcode, and another may be tried; a failed search may be tried again. Keyed by the postcode:
 * another address starts a new search.
 */
export function ParcelMethods({
  delivery,
  method,
  relayPoint,
  postcode,
  error,
  relayError,
  disabled,
  onChooseMethod,
  onChooseRelayPoint,
}: ParcelMethodsProps) {
  const [searched, setSearched] = useState(postcode);
  const relayMethod = relayMethodOf(method);
  const search = useGetRelayPointsQuery(
    relayMethod ? { postcode: searched, method: relayMethod } : skipToken,
  );
  const chosenPoint = delivery.selection?.relayPoint;

  const refusedPostcode = search.isError ? relaySearchRefusal(search.error) : undefined;
  let status: RelaySearchStatus = 'idle';
  if (search.isFetching) status = 'loading';
  else if (refusedPostcode) status = 'idle';
  else if (search.isError) status = 'error';
  else if (search.data) status = 'ready';

  return (
    <ShippingMethodPicker
      methods={methodOptions(delivery.methods, 'parcel')}
      value={method}
      onChange={onChooseMethod}
      relayPoints={relayPointOptions(
        search.data?.relayPoints ?? [],
        chosenPoint?.method === relayMethod ? chosenPoint : null,
      )}
      relayStatus={status}
      selectedRelayId={relayPoint}
      onSelectRelay={onChooseRelayPoint}
      onSearchRelays={(next) => {
        if (next === searched) void search.refetch();
        else setSearched(next);
      }}
      relayPostcode={postcode}
      error={error}
      relayError={relayError}
      relaySearchError={refusedPostcode}
      disabled={disabled}
    />
  );
}
