import type { Banner, Menu, MenuItem } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { homeBanners, newInHref, universes } from './home-content.js';

const banner = (id: string): Banner => ({
  id,
  title: `Banner ${id}`,
  url: `/C-10000-femme?sort=newest`,
  image: { src: `/fr/media/banners/${id}.svg`, width: 600, height: 300, alt: `Banner ${id}` },
});

const item = (id: string, url: string, metadata: MenuItem['metadata'] = {}): MenuItem => ({
  id,
  label: `Label ${id}`,
  url,
  children: [],
  metadata,
});

const menu = (hierarchy: MenuItem[], banners: Banner[] = []): Menu => ({
  hierarchy,
  dynamicZones: [{ id: 'mobile-carousel', banners }],
  serviceBanner: null,
  mobFooterBanner: null,
});

describe('homeBanners', () => {
  it('takes the first merchandising banner as the hero and the next two for its side', () => {
    const { hero, side } = homeBanners(
      menu([], [banner('a'), banner('b'), banner('c'), banner('d')]),
    );
    expect(hero?.id).toBe('a');
    expect(side.map((b) => b.id)).toEqual(['b', 'c']);
  });

  it('has no hero without banners or menu', () => {
    expect(homeBanners(menu([]))).toEqual({ side: [] });
    expect(homeBanners(undefined)).toEqual({ side: [] });
  });
});

describe('universes', () => {
  it('keeps top-level category pages in menu order, without filtered or no-click entries', () => {
    const entries = universes(
      menu([
        item('10000', '/C-10000-femme'),
        item('deals', '/C-10000-femme?sort=discount', { menuNoLayer: true }),
        item('20000', '/C-20000-homme', { menuMobNoLayer: true }),
        item('events', '/evenements'),
        item('30000', '/C-30000-grandes-tailles', { menuNoClick: true }),
      ]),
    );
    expect(entries).toEqual([
      { id: '10000', label: 'Label 10000', url: '/C-10000-femme' },
      { id: '20000', label: 'Label 20000', url: '/C-20000-homme' },
    ]);
  });

  it('is empty before the menu arrives', () => {
    expect(universes(undefined)).toEqual([]);
  });
});

describe('newInHref', () => {
  it('sorts the universe listing by newest', () => {
    expect(newInHref('/C-10000-femme')).toBe('/C-10000-femme?sort=newest');
  });
});
