// The server's DOMPurify for Vite: used by the apps' server builds (vite.js) and the storefront's
// Node tests (vitest.config.ts). Plain JavaScript with no workspace imports: Vitest loads it
// before any package of ours is built.
import { fileURLToPath } from 'node:url';

const SERVER_DOMPURIFY = fileURLToPath(new URL('./src/app/server-dompurify.ts', import.meta.url));

/**
 * In the server build, `dompurify` (imported by the storefront and the UI kit) is DOMPurify bound
 * to the server's DOM: in Node the package alone cannot sanitise. The Node tests use it too.
 * @type {import('vite').Plugin}
 */
export const serverDompurify = {
  name: 'vitrine-server-dompurify',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'dompurify' && importer !== SERVER_DOMPURIFY ? SERVER_DOMPURIFY : null,
};
