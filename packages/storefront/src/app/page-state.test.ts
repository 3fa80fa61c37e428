import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  PAGE_STATE_ID,
  pageStateScript,
  readPageState,
  scriptSafeJson,
  servedConfig,
  type PageState,
} from './page-state.js';
import { FRENCH_STORE } from '../config/store-fixtures.test-support.js';

const HOSTILE_NAMES = [
  '</script><script>alert(1)</script>',
  '<!--<script>',
  '</SCRIPT >',
  'Robe\u2028rouge\u2029été',
  'Pulls & gilets <b>-50 %</b>',
  'l\'été "chic" \\ fin',
];

/** A store state as a product page leaves it, with names no one should trust. */
const hostileState: PageState = {
  store: {
    api: {
      queries: {
        'getProduct("/P-AB12CD34-robe")': {
          status: 'fulfilled',
          data: {
            name: '</script><script>alert(1)</script>',
            description: '<!-- open comment <script>alert(2)</script> -->',
            variants: HOSTILE_NAMES.map((name, index) => ({ id: index, name })),
          },
        },
      },
    },
    basket: { count: 0, lines: [] },
  },
  router: {
    loaderData: { root: { breadcrumb: ['Femme & Homme', 'Robes</script>'] } },
    actionData: null,
    errors: null,
  },
};

/** The page the server writes: the JSON element after the rendered body. */
const documentWith = (state: PageState) =>
  `<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"><p>page</p></div>${pageStateScript(state)}<p id="after">end</p></body></html>`;

describe('scriptSafeJson', () => {
  it('writes nothing that can close a script element or open a comment', () => {
    const json = scriptSafeJson(hostileState);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain(String.raw`\u003c/script\u003e`);
    expect(json).toContain(String.raw`\u0026`);
    expect(json).toContain(String.raw`\u2028`);
    expect(json).toContain(String.raw`\u2029`);
  });

  it('stays JSON that parses back to the same value', () => {
    expect(JSON.parse(scriptSafeJson(hostileState))).toEqual(hostileState);
    expect(JSON.parse(scriptSafeJson('a<b>&\u2028'))).toBe('a<b>&\u2028');
    expect(scriptSafeJson({ n: 1, list: [true, null] })).toBe('{"n":1,"list":[true,null]}');
  });
});

describe('pageStateScript (strict CSP)', () => {
  it('is a non-executable JSON element with the state’s id', () => {
    const { document } = new JSDOM(documentWith(hostileState)).window;
    const element = document.getElementById(PAGE_STATE_ID);
    expect(element?.tagName).toBe('SCRIPT');
    expect(element?.getAttribute('type')).toBe('application/json');
    expect(element?.parentElement?.tagName).toBe('BODY');
  });

  it('cannot be broken out of by a hostile product name', () => {
    const { document } = new JSDOM(documentWith(hostileState)).window;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.id).toBe(PAGE_STATE_ID);
    // The markup after the element is still markup: nothing was swallowed by a comment or script.
    expect(document.getElementById('after')?.textContent).toBe('end');
    expect(document.body.children).toHaveLength(3);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostileState);
  });

  it('would be broken out of with plain JSON (the test above can fail)', () => {
    const naive = `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(hostileState)}</script>`;
    const { document } = new JSDOM(`<!doctype html><body>${naive}</body>`).window;
    expect(document.querySelectorAll('script').length).toBeGreaterThan(1);
  });
});

describe('readPageState', () => {
  it('reads back the very state the server wrote', () => {
    const { document } = new JSDOM(documentWith(hostileState)).window;
    expect(readPageState(document)).toEqual(hostileState);
  });

  it('returns null for a page the browser renders alone', () => {
    const { document } = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>')
      .window;
    expect(readPageState(document)).toBeNull();
  });

  it('returns null for an empty state element', () => {
    const { document } = new JSDOM(
      `<!doctype html><body><script type="application/json" id="${PAGE_STATE_ID}"></script></body>`,
    ).window;
    expect(readPageState(document)).toBeNull();
  });
});

describe('servedConfig', () => {
  it("gives the app's configuration the server's form schema options", () => {
    expect(servedConfig(FRENCH_STORE, { allowPlusInEmail: true })).toEqual({
      ...FRENCH_STORE,
      formSchemaOptions: { allowPlusInEmail: true },
    });
  });

  it("keeps the app's configuration as it is when the server gave none", () => {
    expect(servedConfig(FRENCH_STORE, undefined)).toBe(FRENCH_STORE);
  });
});
