import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  logIn,
  test,
  type ConsoleErrorGuard,
} from './support/fixtures.js';
import { addToCart, buyableProducts, confirmHomeDelivery, signUp } from './support/checkout.js';
import { inStore } from './support/page-parts.js';
import { allowMissingContent, expectNotFoundPage } from './support/not-found.js';
import { productWithSizes, universePaths, type StoreFixture } from './support/stores.js';

/**
 * Axe (zero serious or critical violation) on every page type of the store, at the desktop width
 * (and the phone width where the layout changes most), once the page has loaded: its h1 shown, no
 * region busy, no skeleton left. The page types go in groups, one browser page each (the app's
 * files come once, from its cache).
 */

/** A term nothing matches: the search's no-result state. */
const NONSENSE = 'xqzvwk';

interface PageVisit {
  page: Page;
  store: StoreFixture;
  consoleErrors: ConsoleErrorGuard;
}

type Width = 'desktop' | 'phone';

interface PageType {
  name: string;
  /** Opens the page (and a dialog over it) and waits for what tells it apart (its h1). */
  open: (visit: PageVisit) => Promise<void>;
  /**
   * The phone width: 'also' for the pages whose layout changes most there (header and drawer
   * trigger, listing, product), 'only' for what exists only there (the filters' drawer). Others
   * are checked once, at the desktop width.
   */
  phone?: 'also' | 'only';
  /** Only in this store (a feature the other store does not have). */
  store?: StoreFixture['id'];
  /** A storefront or kit bug axe finds at a width, reported: the check waits for its fix. */
}

/** The page's h1, wherever its layout puts it. */
const title = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

/** Nothing left loading: no busy region (aria-busy), no kit skeleton. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[class*="_skeleton_"]')).toHaveCount(0);
}

/** Opens a page type, lets it load, then runs axe on it. */
async function expectPageAccessible(pageType: PageType, visit: PageVisit): Promise<void> {
  await pageType.open(visit);
  await settled(visit.page);
  await expectAccessible(visit.page);
}

async function firstUniverse(page: Page): Promise<string> {
  const [universe] = await universePaths(page.request);
  if (!universe) throw new Error('The menu has no universe');
  return universe;
}

/** A product sold in several sizes, once its sizes (and stock) have come. */
async function openProduct(page: Page, store: StoreFixture): Promise<void> {
  await page.goto((await productWithSizes(page.request)).slice(1));
  await expect(title(page, /\S/)).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: store.product.sizes, exact: true });
  await expect(sizes.getByRole('radio', { disabled: false }).first()).toBeVisible();
}

/** A category listing: its title, its cards. */
async function openListing(page: Page): Promise<void> {
  await page.goto((await firstUniverse(page)).slice(1));
  await expect(title(page, /\S/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

/**
 * Opens a page by its path in the store and waits for its h1; the page must be the one asked for
 * (a guard sending the shopper elsewhere would check the wrong page).
 */
async function openPath(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(title(page, /\S/)).toBeVisible();
  expect(inStore(new URL(page.url())) + new URL(page.url()).search).toBe(`/${path}`);
}

/** The page types, by group. */
const PAGE_GROUPS: Record<string, PageType[]> = {
  'catalogue pages': [
    {
      name: 'home',
      phone: 'also',
      open: async ({ page }) => {
        await page.goto('');
        // The logo is the home page's h1 (spec 2.2).
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      },
    },
    { name: 'category listing', phone: 'also', open: ({ page }) => openListing(page) },
    {
      name: 'category listing with the filters drawer open',
      phone: 'only',
      open: async ({ page, store }) => {
        await openListing(page);
        await page.getByRole('button', { name: store.listing.filterButton, exact: true }).tap();
        await expect(
          page.getByRole('dialog', { name: store.listing.filters, exact: true }),
        ).toBeVisible();
      },
    },
    {
      name: 'search results',
      open: async ({ page, store }) => {
        await page.goto(`${store.search.slug}/${store.search.keyword}`);
        await expect(title(page, /\S/)).toBeVisible();
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      },
    },
    {
      name: 'search without result',
      open: async ({ page, store }) => {
        await page.goto(`${store.search.slug}/${NONSENSE}`);
        await expect(title(page, store.listing.noResult(NONSENSE))).toBeVisible();
      },
    },
    {
      name: 'product page',
      phone: 'also',
      open: ({ page, store }) => openProduct(page, store),
    },
    {
      name: 'product page with its size guide open',
      open: async ({ page, store }) => {
        await openProduct(page, store);
        // The sizes' button (on phones the tabs are buttons too, one of them named alike).
        await page
          .getByRole('button', { name: store.product.sizeGuide, exact: true })
          .and(page.locator('[aria-haspopup="dialog"]'))
          .click();
        const guide = page.getByRole('dialog', { name: store.product.sizeGuide, exact: true });
        await expect(guide.getByRole('table').first()).toBeVisible();
      },
    },
  ],
  'content pages': [
    {
      name: 'CMS page',
      open: async ({ page, store }) => {
        await page.goto(store.content.deliveryAndReturns.path);
        await expect(title(page, store.content.deliveryAndReturns.title)).toBeVisible();
      },
    },
    {
      name: 'product site plan',
      open: async ({ page, store }) => {
        await page.goto(store.content.productSitemap.path);
        await expect(title(page, store.content.productSitemap.title)).toBeVisible();
      },
    },
    {
      name: 'contact',
      open: async ({ page, store }) => {
        await page.goto('contact');
        await expect(title(page, store.content.contactTitle)).toBeVisible();
      },
    },
    {
      name: 'not found',
      open: async ({ page, store, consoleErrors }) => {
        allowMissingContent(consoleErrors);
        await page.goto(store.notFound.path);
        await expectNotFoundPage(page, store);
      },
    },
  ],
  'account and checkout pages': [
    {
      name: 'account login',
      open: async ({ page, store }) => {
        await page.goto('customer/account/login');
        await expect(title(page, store.account.login)).toBeVisible();
      },
    },
    {
      name: 'checkout basket, empty',
      open: async ({ page, store }) => {
        await page.goto('checkout/cart');
        await expect(title(page, store.checkout.cart)).toBeVisible();
      },
    },
    {
      name: 'account area, logged in',
      open: async ({ page, store }) => {
        await logIn(page, store);
        await page.goto('customer/account/order/history');
        await expect(title(page, store.account.orderHistory)).toBeVisible();
      },
    },
    {
      name: 'checkout delivery, a new customer with a basket',
      open: async ({ page, store }) => {
        await signUp(page.request, store);
        const [product] = await buyableProducts(page.request, 1);
        if (!product) throw new Error('No product to buy');
        await addToCart(page.request, [{ sku: product.sku }]);
        await page.goto('checkout/shipping');
        await expect(title(page, store.checkout.shipping)).toBeVisible();
        await expect(page.getByRole('navigation', { name: store.checkout.steps })).toBeVisible();
      },
    },
    {
      name: 'checkout payment, delivery chosen',
      open: async ({ page }) => {
        await confirmHomeDelivery(page.request);
        await openPath(page, 'checkout/payment');
        await expect(page.getByRole('radio').first()).toBeVisible();
      },
    },
    {
      name: 'basket with a product',
      open: async ({ page }) => {
        await openPath(page, 'checkout/cart');
        await expect(page.getByRole('main').getByRole('spinbutton').first()).toBeVisible();
      },
    },
  ],
  'forms before signing in': [
    { name: 'signup', open: ({ page }) => openPath(page, 'customer/account/create') },
    {
      name: 'forgotten password',
      open: ({ page }) => openPath(page, 'customer/account/forgotpassword'),
    },
    {
      name: 'forgotten customer number',
      open: ({ page }) => openPath(page, 'customer/account/forgotcustomernumber'),
    },
    { name: 'checkout login', open: ({ page }) => openPath(page, 'checkout/account/login') },
    { name: 'checkout signup', open: ({ page }) => openPath(page, 'checkout/account/create') },
    {
      name: 'newsletter subscription',
      open: ({ page }) => openPath(page, 'newsletter/subscriber'),
    },
    { name: 'catalogue request', open: ({ page }) => openPath(page, 'catalogrequest/') },
    {
      name: 'direct order',
      open: ({ page, store }) =>
        openPath(page, store.id === 'fr' ? 'commande_directe' : 'direct_order'),
    },
  ],
  'account pages': [
    {
      name: 'account information',
      open: async ({ page, store }) => {
        await signUp(page.request, store);
        await openPath(page, 'customer/account/informations');
      },
    },
    {
      name: 'details edit',
      open: ({ page }) => openPath(page, 'customer/account/informations/edit'),
    },
    {
      name: 'e-mail edit',
      open: ({ page }) => openPath(page, 'customer/account/informations/edit/email'),
    },
    {
      name: 'password edit',
      open: ({ page }) => openPath(page, 'customer/account/informations/edit/password'),
    },
    {
      name: 'main address edit',
      open: ({ page }) => openPath(page, 'customer/account/informations/address/main/edit'),
    },
    {
      name: 'newsletter preferences',
      open: ({ page }) => openPath(page, 'customer/account/newsletter'),
    },
    {
      name: 'order details',
      open: async ({ page, store }) => {
        await logIn(page, store);
        await openPath(page, 'customer/account/order/history');
        await page.getByRole('main').getByRole('link', { name: /\d{9}/ }).first().click();
        await expect(page).toHaveURL(/\/customer\/account\/order\/details\/\d{9}$/);
        await expect(title(page, /\d{9}/)).toBeVisible();
      },
    },
    {
      name: 'personal account',
      store: 'uk',
      open: ({ page }) => openPath(page, 'customer/account/my-personal-account'),
    },
  ],
};

const WIDTHS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const satisfies readonly { name: Width; use: object }[];

for (const width of WIDTHS)
  test.describe(width.name, () => {
    test.use(width.use);
    for (const [group, pageTypes] of Object.entries(PAGE_GROUPS)) {
      const here = pageTypes.filter((type) =>
        width.name === 'phone' ? type.phone !== undefined : type.phone !== 'only',
      );
      if (here.length === 0) continue;
      test(`${group} are accessible`, async ({ page, store, consoleErrors }) => {
        const types = here.filter((type) => !type.store || type.store === store.id);
        // Several pages and axe runs each: 50 s alone on an idle 2-core machine, twice that
        // beside the other worker.
        test.setTimeout(240_000);
        for (const pageType of types)
          await test.step(pageType.name, () =>
            expectPageAccessible(pageType, { page, store, consoleErrors }),
          );
      });
    }
  });
