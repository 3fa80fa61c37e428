import { isUkPostcode } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from './geo.js';
import {
  LONDON_DISTRICTS,
  UK_AREA_TOWNS,
  UK_PLACES,
  ukPlaceOfPostcode,
} from './uk-postcode-locations.js';

const area = (outward: string) => /^[A-Z]+/.exec(outward)?.[0];
const CHARING_CROSS = { latitude: 51.5074, longitude: -0.1278 };

describe('ukPlaceOfPostcode', () => {
  it('places a postcode at its district when listed, in any case and spacing', () => {
    expect(ukPlaceOfPostcode('SW1A 2AA')).toMatchObject({ outward: 'SW1A', city: 'London' });
    expect(ukPlaceOfPostcode('sw1a2aa')?.outward).toBe('SW1A');
    expect(ukPlaceOfPostcode('LS1 4DY')).toMatchObject({ outward: 'LS1', city: 'Leeds' });
    expect(ukPlaceOfPostcode('SW11 1AA')?.outward).toBe('SW11');
    // A sub-district is its district: Pimlico's SW1V is SW1, Soho's W1F is W1.
    expect(ukPlaceOfPostcode('SW1V 1DL')?.outward).toBe('SW1A');
    expect(ukPlaceOfPostcode('W1F 0DN')?.outward).toBe('W1D');
  });

  it('places a postcode of a district not listed at its area’s main town', () => {
    expect(ukPlaceOfPostcode('M3 2BW')).toMatchObject({ outward: 'M1', city: 'Manchester' });
    expect(ukPlaceOfPostcode('EH12 9DN')?.city).toBe('Edinburgh');
    expect(ukPlaceOfPostcode('BT7 1NN')?.city).toBe('Belfast');
  });

  it('knows no place for a malformed postcode or an area not delivered', () => {
    expect(ukPlaceOfPostcode('SW1A')).toBeNull();
    expect(ukPlaceOfPostcode('75011')).toBeNull();
    // The Channel Islands and the Isle of Man are not delivered; QA is no area.
    for (const postcode of ['JE2 3AB', 'GY1 1AA', 'IM1 1AA', 'QA1 1AA']) {
      expect(isUkPostcode(postcode)).toBe(true);
      expect(ukPlaceOfPostcode(postcode), postcode).toBeNull();
    }
  });
});

describe('the UK places', () => {
  it('have one main town per postcode area of Great Britain and Northern Ireland', () => {
    const areas = UK_AREA_TOWNS.map((place) => area(place.outward));
    expect(new Set(areas).size).toBe(areas.length);
    expect(areas).toHaveLength(121);
  });

  it('are each found again by a postcode of their outward code, in the UK', () => {
    for (const place of UK_PLACES) {
      const postcode = `${place.outward} 1AB`;
      expect(isUkPostcode(postcode), postcode).toBe(true);
      expect(ukPlaceOfPostcode(postcode), postcode).toBe(place);
      expect(place.latitude).toBeGreaterThan(49.8);
      expect(place.latitude).toBeLessThan(61);
      expect(place.longitude).toBeGreaterThan(-8.7);
      expect(place.longitude).toBeLessThan(1.8);
    }
  });

  it('put London’s districts in London', () => {
    const london = UK_PLACES.filter((place) => place.city === 'London');
    expect(london.length).toBeGreaterThan(LONDON_DISTRICTS.length);
    for (const place of london)
      expect(distanceMetres(CHARING_CROSS, place), place.outward).toBeLessThan(15_000);
  });
});
