/** Spec 8: after a chunk-load failure the page reloads once, with this query parameter set to 1. */
const FORCE_REFRESH_PARAM = 'forceRefreshCounter';

/** Messages browsers give when a code-split chunk cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/**
 * The address to reload after a chunk-load failure, or null when this page already did (the
 * parameter is there): a new deployment is picked up once, a real outage does not loop.
 */
export function chunkReloadUrl(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(FORCE_REFRESH_PARAM) === '1') return null;
  url.searchParams.set(FORCE_REFRESH_PARAM, '1');
  return url.toString();
}
