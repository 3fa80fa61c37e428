import { describe, expect, it } from 'vitest';
import { chunkReloadUrl, isChunkLoadError } from './chunk-reload.js';

describe('chunk-load failure (spec 8)', () => {
  it('recognises the browsers’ chunk-load errors only', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /fr/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once with forceRefreshCounter=1, keeping the rest of the address', () => {
    expect(chunkReloadUrl('https://shop.example/fr/C-11001-tops?page=2#top')).toBe(
      'https://shop.example/fr/C-11001-tops?page=2&forceRefreshCounter=1#top',
    );
    expect(chunkReloadUrl('https://shop.example/fr/?forceRefreshCounter=1')).toBeNull();
  });
});
