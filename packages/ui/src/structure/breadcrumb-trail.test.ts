import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.js';

const home = { label: 'Accueil', href: '/' };
const item = (label: string) => ({ label, href: `/${label.toLowerCase()}` });

describe('breadcrumbTrail', () => {
  it('makes Home alone the current page when there are no items', () => {
    const trail = breadcrumbTrail(home, []);
    expect(trail.crumbs).toEqual([{ ...home, current: true, collapsible: false }]);
    expect(trail.collapseAt).toBeNull();
  });

  it('puts Home first and marks only the last crumb current', () => {
    const trail = breadcrumbTrail(home, [item('Femme'), item('Robes')]);
    expect(trail.crumbs.map((crumb) => crumb.label)).toEqual(['Accueil', 'Femme', 'Robes']);
    expect(trail.crumbs.map((crumb) => crumb.current)).toEqual([false, false, true]);
    expect(trail.crumbs.some((crumb) => crumb.collapsible)).toBe(false);
  });

  it('does not collapse a single middle crumb', () => {
    const trail = breadcrumbTrail(home, [item('Femme'), item('Robes'), item('Midi')]);
    expect(trail.collapseAt).toBeNull();
    expect(trail.crumbs.some((crumb) => crumb.collapsible)).toBe(false);
  });

  it('collapses the middle of a long trail, keeping Home and the last two', () => {
    const trail = breadcrumbTrail(home, [
      item('Femme'),
      item('Vêtements'),
      item('Robes'),
      item('Midi'),
    ]);
    expect(trail.collapseAt).toBe(1);
    expect(trail.crumbs.filter((crumb) => crumb.collapsible).map((crumb) => crumb.label)).toEqual([
      'Femme',
      'Vêtements',
    ]);
    expect(trail.crumbs.at(-1)).toMatchObject({ label: 'Midi', current: true, collapsible: false });
  });

  it('honours the kept counts', () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map(item);
    const trail = breadcrumbTrail(home, items, { keepStart: 2, keepEnd: 1 });
    expect(trail.collapseAt).toBe(2);
    expect(trail.crumbs.filter((crumb) => crumb.collapsible).map((crumb) => crumb.label)).toEqual([
      'B',
      'C',
      'D',
    ]);
  });
});
