import type { RelayPoint, StoreSegment } from '@vitrine/api-client/contract';
import { checkFrenchPostcode, isUkPostcode } from '@vitrine/validation';
import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { relayPoints } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { boundingBox, distanceMetres } from './geo.js';
import type { Coordinates } from './postcode-locations.js';
import { placeOfPostcode } from './postcode-place.js';
import { methodTerms } from './shipping-methods.js';

/** A search answers the nearest points first, at most 20, within 50 km. */
const RELAY_SEARCH_LIMIT = 20;
const RELAY_SEARCH_RADIUS_METRES = 50_000;

export type RelayRow = typeof relayPoints.$inferSelect;

/** A relay point's row as the contract's RelayPoint, with its distance from `from` (0 unknown). */
export function toRelayPoint(row: RelayRow, from: Coordinates | null): RelayPoint {
  return {
    id: row.id,
    method: row.method as RelayPoint['method'],
    name: row.name,
    street: row.street,
    complement: row.complement,
    locality: row.locality,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country as RelayPoint['country'],
    latitude: row.latitude,
    longitude: row.longitude,
    distance: from ? distanceMetres(from, row) : 0,
    openingHours: row.openingHours as RelayPoint['openingHours'],
  };
}

/** The points of a relay network nearest to a place, nearest first. */
async function nearestRelayPoints(
  db: Db,
  segment: StoreSegment,
  method: RelayPoint['method'],
  centre: Coordinates,
): Promise<RelayPoint[]> {
  const box = boundingBox(centre, RELAY_SEARCH_RADIUS_METRES);
  const rows = await db
    .select()
    .from(relayPoints)
    .where(
      and(
        eq(relayPoints.store, segment),
        eq(relayPoints.method, method),
        between(relayPoints.latitude, box.minLatitude, box.maxLatitude),
        between(relayPoints.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  return rows
    .map((row) => toRelayPoint(row, centre))
    .filter((point) => point.distance <= RELAY_SEARCH_RADIUS_METRES)
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, RELAY_SEARCH_LIMIT);
}

/**
 * Where a relay search starts: the postcode's place. A malformed postcode, or one outside the
 * areas the store delivers (Mayotte, the Channel Islands, an area that does not exist), answers
 * 400 with the field's message: a shopper can mend it, and nothing else is lost.
 */
function searchCentre(segment: StoreSegment, postcode: string): Coordinates {
  const place = placeOfPostcode(segment, postcode);
  if (place) return place;
  const malformed =
    segment === 'fr' ? checkFrenchPostcode(postcode) === 'invalid' : !isUkPostcode(postcode);
  if (malformed)
    throw new HttpError(400, 'form.invalid', {
      fields: { postcode: VALIDATION_MESSAGES.postcodeInvalid },
    });
  throw new HttpError(400, 'delivery.area_not_delivered', {
    fields: { postcode: VALIDATION_MESSAGES.postcodeUnsupportedArea },
  });
}

/**
 * The relay points near a postcode (spec 7.2), nearest first: none for a network the store does
 * not offer (Colissimo's in the UK, decision 006).
 */
export async function searchRelayPoints(
  db: Db,
  segment: StoreSegment,
  postcode: string,
  method: RelayPoint['method'],
): Promise<RelayPoint[]> {
  if (!methodTerms(segment, method)) return [];
  return nearestRelayPoints(db, segment, method, searchCentre(segment, postcode));
}

/** One relay point of the store, as stored; null if none. */
export async function findRelayRow(
  db: Db,
  segment: StoreSegment,
  id: string,
): Promise<RelayRow | null> {
  const [row] = await db
    .select()
    .from(relayPoints)
    .where(and(eq(relayPoints.store, segment), eq(relayPoints.id, id)));
  return row ?? null;
}
