import { describe, expect, it } from 'vitest';
import {
  hasDesktopLayer,
  hasMobileEntry,
  hasMobileLevel,
  isMenuLink,
  layerColumns,
  menuItemClasses,
} from './menu-model.js';
import type { MenuItem } from './menu-types.js';

const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  label: id,
  url: `/${id}`,
  ...extra,
});

describe('the menu flags', () => {
  const child = item('C-20001');

  it('opens a desktop layer for items with children unless menuNoLayer', () => {
    expect(hasDesktopLayer(item('C-10001', { children: [child] }))).toBe(true);
    expect(hasDesktopLayer(item('C-10001', { children: [] }))).toBe(false);
    expect(hasDesktopLayer(item('C-10001'))).toBe(false);
    expect(
      hasDesktopLayer(item('C-10001', { children: [child], metadata: { menuNoLayer: true } })),
    ).toBe(false);
    expect(
      hasDesktopLayer(item('C-10001', { children: [child], metadata: { menuMobNoLayer: true } })),
    ).toBe(true);
  });

  it('pushes a mobile level for items with children unless menuMobNoLayer', () => {
    expect(hasMobileLevel(item('C-10001', { children: [child] }))).toBe(true);
    expect(hasMobileLevel(item('C-10001'))).toBe(false);
    expect(
      hasMobileLevel(item('C-10001', { children: [child], metadata: { menuMobNoLayer: true } })),
    ).toBe(false);
    expect(
      hasMobileLevel(item('C-10001', { children: [child], metadata: { menuNoLayer: true } })),
    ).toBe(true);
  });

  it('gives a drawer row only to items that open a level or link somewhere', () => {
    expect(hasMobileEntry(item('C-10001'))).toBe(true);
    expect(
      hasMobileEntry(item('C-10001', { children: [child], metadata: { menuNoClick: true } })),
    ).toBe(true);
    expect(hasMobileEntry(item('C-10001', { children: [], metadata: { menuNoClick: true } }))).toBe(
      false,
    );
    expect(
      hasMobileEntry(
        item('C-10001', {
          children: [child],
          metadata: { menuNoClick: true, menuMobNoLayer: true },
        }),
      ),
    ).toBe(false);
  });

  it('draws a link unless menuNoClick', () => {
    expect(isMenuLink(item('C-10001'))).toBe(true);
    expect(isMenuLink(item('C-10001', { metadata: { menuNoClick: true } }))).toBe(false);
  });
});

describe('layerColumns', () => {
  it('groups children by menuColumn in column order, column 1 by default', () => {
    const top = item('C-10000', {
      children: [
        item('a', { metadata: { menuColumn: 2 } }),
        item('b'),
        item('c', { metadata: { menuColumn: 1 } }),
        item('d', { metadata: { menuColumn: 2 } }),
      ],
    });
    expect(
      layerColumns(top).map(({ column, groups }) => [column, groups.map((group) => group.id)]),
    ).toEqual([
      [1, ['b', 'c']],
      [2, ['a', 'd']],
    ]);
  });

  it('keeps at most 5 columns', () => {
    const top = item('C-10000', {
      children: [
        item('a', { metadata: { menuColumn: 9 } }),
        item('b', { metadata: { menuColumn: 0 } }),
      ],
    });
    expect(layerColumns(top).map(({ column }) => column)).toEqual([1, 5]);
  });

  it('puts banners in columns beyond 2 only', () => {
    const banner = { image: '/b.svg', alt: 'b', width: 600, height: 400 };
    const top = item('C-10000', {
      children: [item('a')],
      banners: [
        { ...banner, column: 4 },
        { ...banner, alt: 'too far left', column: 1 },
      ],
    });
    const columns = layerColumns(top);
    expect(columns.map(({ column }) => column)).toEqual([1, 3, 4]);
    expect(columns[1]?.banners.map(({ alt }) => alt)).toEqual(['too far left']);
    expect(columns[2]?.groups).toEqual([]);
  });

  it('has no column without children or banners', () => {
    expect(layerColumns(item('C-10000'))).toEqual([]);
  });
});

describe('menuItemClasses', () => {
  const moduleClasses = { isSale: 'm_isSale', isNew: 'm_isNew' };

  it('keeps the raw classes and adds the module class of known ones', () => {
    expect(menuItemClasses('is-sale', moduleClasses)).toEqual(['is-sale', 'm_isSale']);
    expect(menuItemClasses(' is-new  promo-ete ', moduleClasses)).toEqual([
      'is-new',
      'promo-ete',
      'm_isNew',
    ]);
  });

  it('adds nothing for unknown or absent classes', () => {
    expect(menuItemClasses('constructor', moduleClasses)).toEqual(['constructor']);
    expect(menuItemClasses('is-highlight', moduleClasses)).toEqual(['is-highlight']);
    expect(menuItemClasses(undefined, moduleClasses)).toEqual([]);
  });
});
