import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMetres } from './geo.js';
import { departmentOf, MAIN_TOWNS, townOfPostcode } from './postcode-locations.js';

describe('townOfPostcode', () => {
  it('places a postcode at its department’s main town', () => {
    expect(townOfPostcode('75011')?.city).toBe('Paris');
    expect(townOfPostcode('13008')?.city).toBe('Marseille');
    expect(townOfPostcode('97200')?.city).toBe('Fort-de-France');
    expect(townOfPostcode('98000')?.city).toBe('Monaco');
  });

  it('splits Corsica and knows no town for an area not delivered', () => {
    expect(departmentOf('20090')).toBe('2A');
    expect(departmentOf('20200')).toBe('2B');
    expect(townOfPostcode('97600')).toBeNull();
    expect(townOfPostcode('7501')).toBeNull();
  });

  it('has one main town per delivered department, each in France', () => {
    const departments = MAIN_TOWNS.map((town) => town.department);
    expect(new Set(departments).size).toBe(departments.length);
    expect(departments).toHaveLength(101);
    for (const town of MAIN_TOWNS) expect(departmentOf(town.postalCode)).toBe(town.department);
  });
});

describe('distanceMetres', () => {
  it('measures great-circle distances', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    expect(distanceMetres(paris, paris)).toBe(0);
    expect(Math.round(distanceMetres(paris, lyon) / 1000)).toBe(391);
  });

  it('bounds every point within the radius', () => {
    const centre = { latitude: 48.8566, longitude: 2.3522 };
    const box = boundingBox(centre, 50_000);
    const east = { latitude: centre.latitude, longitude: box.maxLongitude };
    const north = { latitude: box.maxLatitude, longitude: centre.longitude };
    expect(distanceMetres(centre, east)).toBeGreaterThanOrEqual(49_900);
    expect(distanceMetres(centre, north)).toBeGreaterThanOrEqual(49_900);
  });
});
