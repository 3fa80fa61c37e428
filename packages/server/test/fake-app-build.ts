import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TEST_APP_KEY } from './test-app.js';

/** The page template, with the mark the real apps' index.html has for the page body. */
const TEMPLATE =
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"><!--page-body--></div></body></html>';

/**
 * A stand-in for an app's server bundle (@vitrine/storefront's createPageRenderer), answering by
 * path. Plain JS with no imports: it is loaded from a temp folder, away from node_modules.
 */
const ENTRY_SERVER = `
const APP_KEY = ${JSON.stringify(TEST_APP_KEY)};
/** The pages this fake app has; any other path gets its not-found page. */
const PAGES = ['/', '/plan-de-site-produits.html', '/checkout/shipping', '/customer/account/login'];

export function createRenderer({ template, formSchemaOptions }) {
  return async function render({ url, cookie, fetch }) {
    const { origin, pathname, searchParams } = new URL(url);
    const segment = pathname.split('/')[1];
    const path = pathname.slice(segment.length + 1) || '/';
    const personal = /^\\/(checkout|customer)\\//.test(path);
    const page = (status, body) => ({
      kind: 'page',
      status,
      personal,
      html: template.replace('<!--page-body-->', body),
    });

    if (path === '/crash') throw new Error('render failed in /srv/app/entry-server.js:12');
    if (path.startsWith('/customer/') && path !== '/customer/account/login')
      return {
        kind: 'redirect',
        status: 302,
        personal: true,
        location: '/' + segment + '/customer/account/login?redirect=' + encodeURIComponent(pathname),
      };
    // As a basket change would: the API starts a session and sets its cookie.
    if (searchParams.has('session'))
      await fetch(origin + '/' + segment + '/api/customer/updateSession', {
        method: 'POST',
        headers: { 'x-app-key': APP_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ retarg: 'fake-app' }),
      });
    if (path === '/checkout/cart')
      return page(200, '<p>cart, cookie ' + (cookie ? 'received' : 'absent') + '</p>');
    if (path === '/unavailable') return page(503, '<p>unavailable</p>');
    // What the server handed the renderer for the forms (the real app writes it into the page state).
    if (path === '/form-schema-options')
      return page(200, '<pre>' + JSON.stringify(formSchemaOptions ?? null) + '</pre>');
    if (!PAGES.includes(path)) return page(404, '<p>not found</p>');
    const menu = await (await fetch(origin + '/' + segment + '/api/v2/menu', {
      headers: { 'x-app-key': APP_KEY },
    })).json();
    // A page the size of a real one, in words a compressor shrinks.
    const filler = '<p>' + 'a server-rendered page '.repeat(200) + '</p>';
    return page(
      200,
      '<h1>' + segment + ' app</h1><p>' + menu.hierarchy.length + ' menu entries</p>' + filler,
    );
  };
}
`;

export interface FakeAppBuilds {
  /** The build folder of each store, for startTestApp. */
  apps: { fr: string; uk: string };
  remove(): void;
}

/** Writes a fake build of both apps (client/index.html, client/assets, server/entry-server.js). */
export function writeFakeAppBuilds(): FakeAppBuilds {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-apps-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const apps = { fr: join(root, 'fr'), uk: join(root, 'uk') };
  for (const [store, dir] of Object.entries(apps)) {
    write(join(dir, 'client', 'index.html'), TEMPLATE);
    // Repeated so the asset is above the compression threshold.
    write(join(dir, 'client', 'assets', 'index-abc123.js'), `console.log('${store}');`.repeat(100));
    write(join(dir, 'server', 'entry-server.js'), ENTRY_SERVER);
  }
  return {
    apps,
    remove: () => {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
