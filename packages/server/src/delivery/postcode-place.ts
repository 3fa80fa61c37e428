import type { StoreSegment } from '@vitrine/api-client/contract';
import { townOfPostcode, type Coordinates } from './postcode-locations.js';
import { ukPlaceOfPostcode } from './uk-postcode-locations.js';

/** Where a postcode of the store's country is (see the two tables); null when it is not placed. */
export const placeOfPostcode = (segment: StoreSegment, postcode: string): Coordinates | null =>
  segment === 'fr' ? townOfPostcode(postcode) : ukPlaceOfPostcode(postcode);
