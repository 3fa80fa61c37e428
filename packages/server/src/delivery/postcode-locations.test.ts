import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMetres } from './geo.js';
import { ARRONDISSEMENTS, departmentOf, MAIN_TOWNS, townOfPostcode } from './postcode-locations.js';

describe('townOfPostcode', () => {
  it('places a postcode at its department’s main town', () => {
    expect(townOfPostcode('59800')?.city).toBe('Lille');
    expect(townOfPostcode('97200')?.city).toBe('Fort-de-France');
    expect(townOfPostcode('98000')?.city).toBe('Monaco');
  });

  it('places a postcode of Paris, Lyon or Marseille at its arrondissement, not the town centre', () => {
    const paris = MAIN_TOWNS.find((town) => town.department === '75');
    const eleventh = townOfPostcode('75011');
    expect(eleventh).toMatchObject({ postalCode: '75011', city: 'Paris' });
    if (!paris || !eleventh) throw new Error('Paris is placed');
    // The 11th's town hall is 2 km east of the centre of Paris.
    expect(Math.round(distanceMetres(paris, eleventh) / 100)).toBe(20);
    expect(townOfPostcode('75116')?.postalCode).toBe('75116');
    expect(townOfPostcode('69003')).toMatchObject({ postalCode: '69003', city: 'Lyon' });
    expect(townOfPostcode('13008')).toMatchObject({ postalCode: '13008', city: 'Marseille' });
    // A postcode of the department that is no arrondissement's: the main town.
    expect(townOfPostcode('75999')).toBe(paris);
  });

  it('has each arrondissement once, in its town', () => {
    const postcodes = ARRONDISSEMENTS.map((town) => town.postalCode);
    expect(new Set(postcodes).size).toBe(postcodes.length);
    expect(postcodes).toHaveLength(20 + 1 + 9 + 16);
    for (const arrondissement of ARRONDISSEMENTS) {
      const main = MAIN_TOWNS.find((town) => town.department === arrondissement.department);
      expect(departmentOf(arrondissement.postalCode)).toBe(arrondissement.department);
      expect(arrondissement.city).toBe(main?.city);
      if (main) expect(distanceMetres(main, arrondissement)).toBeLessThan(12_000);
    }
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
