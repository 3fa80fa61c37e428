import { afterEach, describe, expect, it } from 'vitest';
import { createDataLayer, type DataLayerTarget } from './data-layer.js';
import type { AnalyticsEvent } from './events.js';
import { ga4Events } from './ga4.js';
import { fr } from './fixtures.test-support.js';

const pageView: AnalyticsEvent = {
  event: 'page_view',
  page_type: 'home',
  page_path: '/fr/',
  site_language: 'fr-FR',
  currency: 'EUR',
};
const click: AnalyticsEvent = { event: 'header_click', click_label: 'basket' };

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('createDataLayer', () => {
  it('queues events until the tag manager is there, then delivers them in order', () => {
    const tagManager: { dataLayer?: object[] } = {};
    const layer = createDataLayer(() => tagManager.dataLayer);
    layer.push(pageView);
    layer.push(click);
    expect(layer.pending).toEqual([pageView, click]);
    tagManager.dataLayer = [];
    layer.push({ event: 'other_click', click_category: 'footer', click_label: 'help' });
    expect(tagManager.dataLayer).toEqual([
      pageView,
      click,
      { event: 'other_click', click_category: 'footer', click_label: 'help' },
    ]);
    expect(layer.pending).toEqual([]);
  });

  it('never throws when the tag manager is blocked or broken, and retries later', () => {
    let broken = true;
    const received: object[] = [];
    const target: DataLayerTarget = {
      push: (entry) => {
        if (broken) throw new Error('blocked by an extension');
        received.push(entry);
      },
    };
    const layer = createDataLayer(() => target);
    expect(() => {
      layer.push(pageView);
    }).not.toThrow();
    expect(layer.pending).toEqual([pageView]);
    broken = false;
    layer.push(click);
    expect(received).toEqual([pageView, click]);
    const throwing = createDataLayer(() => {
      throw new Error('no window');
    });
    expect(() => {
      throwing.push(pageView);
    }).not.toThrow();
    expect(throwing.pending).toHaveLength(1);
  });

  it('writes to window.dataLayer in a browser, creating it for a tag manager that loads late', () => {
    const window = {} as { dataLayer?: object[] };
    (globalThis as { window?: unknown }).window = window;
    const layer = createDataLayer();
    layer.push(pageView);
    expect(window.dataLayer).toEqual([pageView]);
  });

  it('takes the array itself, like window.dataLayer', () => {
    const dataLayer: object[] = [];
    createDataLayer(dataLayer).push(click);
    expect(dataLayer).toEqual([click]);
  });

  it('keeps events in memory outside a browser', () => {
    const layer = createDataLayer();
    layer.push(pageView);
    expect(layer.pending).toEqual([pageView]);
  });

  it('clears the previous e-commerce object before each GA4 event', () => {
    const target: object[] = [];
    const layer = createDataLayer(() => target);
    const event = ga4Events(fr).viewCart([]);
    layer.pushEcommerce(event);
    expect(target).toEqual([{ ecommerce: null }, event]);
  });
});
