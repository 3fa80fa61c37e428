import type { Coordinates } from './postcode-locations.js';

const EARTH_RADIUS_METRES = 6_371_000;
const METRES_PER_DEGREE_OF_LATITUDE = 111_195;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in whole metres. */
export function distanceMetres(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The latitude and longitude ranges that hold every point within `metres` of a centre. */
export function boundingBox(centre: Coordinates, metres: number) {
  const latitudeDelta = metres / METRES_PER_DEGREE_OF_LATITUDE;
  const longitudeDelta = latitudeDelta / Math.max(Math.cos(radians(centre.latitude)), 0.01);
  return {
    minLatitude: centre.latitude - latitudeDelta,
    maxLatitude: centre.latitude + latitudeDelta,
    minLongitude: centre.longitude - longitudeDelta,
    maxLongitude: centre.longitude + longitudeDelta,
  };
}
