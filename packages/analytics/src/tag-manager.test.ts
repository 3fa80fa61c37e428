// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDataLayer } from './data-layer.js';
import { containerScriptUrl, isContainerId, loadTagManager } from './tag-manager.js';

const scripts = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => ({
    src: script.src,
    async: script.async,
  }));

afterEach(() => {
  document.head.replaceChildren();
});

describe('loadTagManager', () => {
  it('loads each container once: its start event, then its script', () => {
    const received: object[] = [];
    const layer = createDataLayer({ push: (entry) => received.push(entry) });
    loadTagManager(['GTM-AB12CD', 'GTM-EF34GH'], layer);
    loadTagManager(['GTM-AB12CD', 'GTM-EF34GH'], layer);
    expect(scripts()).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', async: true },
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-EF34GH', async: true },
    ]);
    expect(received).toEqual([
      { event: 'gtm.js', 'gtm.start': expect.any(Number) as number },
      { event: 'gtm.js', 'gtm.start': expect.any(Number) as number },
    ]);
  });

  it('loads nothing without a container, and skips what is not a container ID', () => {
    const received: object[] = [];
    const layer = createDataLayer({ push: (entry) => received.push(entry) });
    loadTagManager([], layer);
    loadTagManager(['', 'UA-1234-1', 'GTM-x"><script>'], layer);
    expect(scripts()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('recognises container IDs', () => {
    expect(isContainerId('GTM-K7QX2P')).toBe(true);
    expect(isContainerId('gtm-k7qx2p')).toBe(false);
    expect(isContainerId('G-ABCDEF1234')).toBe(false);
    expect(containerScriptUrl('GTM-K7QX2P')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-K7QX2P',
    );
  });
});
