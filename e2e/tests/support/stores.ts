/**
 * What the journeys expect of each store: the texts a shopper reads (the apps' and the kit's
 * French and British English), the store's routes and its demo accounts
 * (docs/demo-accounts.md). The journeys are written once and read their store's row. At the end,
 * look-ups in the store's catalogue through its API.
 */
import type { APIRequestContext } from '@playwright/test';
import { STORES as DESCRIPTORS, type StoreDescriptor } from '@vitrine/api-client';
// fixtures.ts imports this table too: API_HEADERS is only read when a look-up runs.
import { API_HEADERS } from './fixtures.js';

export type StoreId = StoreDescriptor['segment'];

export interface DemoAccount {
  email: string;
  password: string;
}

export interface StoreFixture {
  id: StoreId;
  locale: StoreDescriptor['locale'];
  /** META_SITE_NAME of the app: every title ends with it. */
  siteName: string;
  /** A piece of the header banner (zone 0 of the site content feed). */
  headerBanner: string;
  basket: string;
  mainMenu: string;
  /** The accessible name of a top-level entry's disclosure button. */
  submenu: (label: string) => string;
  drawerTitle: string;
  openDrawer: string;
  back: string;
  search: {
    label: string;
    /** Typed in the search bar: matches category pages and products of this store. */
    keyword: string;
    /** The results page's slug: /Recherche/{term} or /Search/{term}. */
    slug: StoreDescriptor['searchSlug'];
    seeAll: string;
    /** The heading of the zone 3–5 banners an empty focused search shows on desktop. */
    inspiration: string;
  };
  /** The floating button's name. */
  scrollToTop: string;
  /** A path no page answers, its banner heading and the two carousels' titles. */
  notFound: { path: string; title: string; shoppingIdea: string; alsoDiscover: string };
  error: { heading: string; status: (code: number) => string };
  /**
   * `customer` has the order history; `payer` (UK) has a personal account and no orders: the one
   * checkout journeys pay with, so that the history's journeys read what was seeded.
   */
  accounts: { customer: DemoAccount; overseas?: DemoAccount; payer?: DemoAccount };
  /** The UK-only personal (store credit) account pages. */
  personalAccount: boolean;
  currency: StoreDescriptor['currency'];
  /** The header's basket link once it holds products: 'Panier, 2 articles'. */
  basketWithCount: (count: number) => string;
  /** Category listings and search results, with the kit's filters (FacetFilters). */
  listing: {
    /** The number of products under the title: '31 articles'. */
    count: (count: number) => string;
    /** The filters' heading (sidebar) and drawer title. */
    filters: string;
    /** The button opening the filters' drawer on phones. */
    filterButton: string;
    /** The size filter group. */
    size: string;
    /** The list of cards of a page of products. */
    resultsPage: (page: number) => string;
    loadMore: string;
    /** The title of a search that found nothing. */
    noResult: (term: string) => string;
  };
  product: {
    /** The sizes' radio group. */
    sizes: string;
    sizeGuide: string;
    addToBasket: string;
    /** The confirmation's title once added. */
    added: string;
    sizeRequired: string;
    /** The 3-instalment card payment message (spec 2.5), whatever its amounts. */
    instalments: RegExp;
  };
  /** The content pages: CMS pages (under the store's own path and the other store's), site plans, contact. */
  content: {
    help: { title: string; path: string; otherPath: string };
    deliveryAndReturns: { title: string; path: string };
    productSitemap: {
      title: string;
      path: string;
      pagination: string;
      pageOf: (page: number, count: number) => string;
    };
    categorySitemap: { title: string; path: string };
    contactTitle: string;
  };
  /** Page names (h1) of the customer area and the checkout, and their landmarks. */
  account: {
    login: string;
    orderHistory: string;
    menu: string;
    logoutTitle: string;
    /** The sign-out page's countdown. */
    logoutCountdown: (seconds: number) => string;
  };
  checkout: { cart: string; shipping: string; steps: string };
}

const PASSWORD = 'Vitrine2026!';

/** '1 234 articles': French numbers, and the singular for 0 and 1 (i18next's French plural). */
const frCount = (count: number, noun: string) =>
  `${new Intl.NumberFormat('fr-FR').format(count)} ${noun}${count > 1 ? 's' : ''}`;
/** '1,234 items'. */
const ukCount = (count: number, noun: string) =>
  `${new Intl.NumberFormat('en-GB').format(count)} ${noun}${count === 1 ? '' : 's'}`;

export const STORES: Record<StoreId, StoreFixture> = {
  fr: {
    id: DESCRIPTORS.fr.segment,
    locale: DESCRIPTORS.fr.locale,
    siteName: 'Vitrine France',
    headerBanner: 'Livraison offerte',
    basket: 'Panier',
    mainMenu: 'Menu principal',
    submenu: (label) => `Sous-menu ${label}`,
    drawerTitle: 'Menu',
    openDrawer: 'Menu',
    back: 'Retour',
    search: {
      label: 'Rechercher',
      keyword: 'rob',
      slug: DESCRIPTORS.fr.searchSlug,
      seeAll: 'Voir tous les résultats',
      inspiration: 'Tendances du moment',
    },
    scrollToTop: 'Haut de page',
    notFound: {
      path: 'n-existe-pas',
      title: 'Page introuvable',
      shoppingIdea: 'Idée shopping',
      alsoDiscover: 'À découvrir aussi',
    },
    error: { heading: 'Une erreur est survenue.', status: (code) => `Erreur ${String(code)}` },
    accounts: {
      customer: { email: 'marie.dupont@example.fr', password: PASSWORD },
      overseas: { email: 'lucas.martin@example.fr', password: PASSWORD },
    },
    personalAccount: false,
    currency: DESCRIPTORS.fr.currency,
    basketWithCount: (count) => `Panier, ${frCount(count, 'article')}`,
    listing: {
      count: (count) => frCount(count, 'article'),
      filters: 'Filtres',
      filterButton: 'Filtrer',
      size: 'Taille',
      resultsPage: (page) => `Articles, page ${String(page)}`,
      loadMore: 'Voir plus d’articles',
      noResult: (term) => `Aucun résultat pour «\u00a0${term}\u00a0»`,
    },
    product: {
      sizes: 'Taille',
      sizeGuide: 'Guide des tailles',
      addToBasket: 'Ajouter au panier',
      added: 'Article ajouté à votre panier',
      sizeRequired: 'Veuillez choisir une taille.',
      instalments: /^Payez en 3× .*sans frais par carte bancaire/,
    },
    content: {
      help: { title: 'Aide et questions fréquentes', path: 'aide', otherPath: 'help' },
      deliveryAndReturns: { title: 'Livraison et retours', path: 'livraison-et-retours' },
      productSitemap: {
        title: 'Plan du site : produits',
        path: 'plan-de-site-produits.html',
        pagination: 'Pages du plan du site',
        pageOf: (page, count) => `Page ${String(page)} sur ${String(count)}`,
      },
      categorySitemap: { title: 'Plan du site : catégories', path: 'plan-de-site-categories.html' },
      contactTitle: 'Nous contacter',
    },
    account: {
      login: 'Identification',
      orderHistory: 'Mes commandes',
      menu: 'Menu de mon compte',
      logoutTitle: 'Vous êtes déconnecté(e)',
      logoutCountdown: (seconds) =>
        `Vous allez être redirigé(e) vers l’accueil dans ${frCount(seconds, 'seconde')}.`,
    },
    checkout: { cart: 'Mon panier', shipping: 'Livraison', steps: 'Étapes de la commande' },
  },
  uk: {
    id: DESCRIPTORS.uk.segment,
    locale: DESCRIPTORS.uk.locale,
    siteName: 'Vitrine UK',
    headerBanner: 'Free delivery',
    basket: 'Basket',
    mainMenu: 'Main menu',
    submenu: (label) => `${label} submenu`,
    drawerTitle: 'Menu',
    openDrawer: 'Menu',
    back: 'Back',
    search: {
      label: 'Search',
      // The English catalogue has no 'rob…' (robes are dresses).
      keyword: 'dre',
      slug: DESCRIPTORS.uk.searchSlug,
      seeAll: 'See all results',
      inspiration: 'Trending now',
    },
    scrollToTop: 'Back to top',
    notFound: {
      path: 'does-not-exist',
      title: 'Page not found',
      shoppingIdea: 'Shopping idea',
      alsoDiscover: 'Also discover',
    },
    error: { heading: 'An error has occurred.', status: (code) => `Error ${String(code)}` },
    accounts: {
      customer: { email: 'james.smith@example.co.uk', password: PASSWORD },
      payer: { email: 'emma.jones@example.co.uk', password: PASSWORD },
    },
    personalAccount: true,
    currency: DESCRIPTORS.uk.currency,
    basketWithCount: (count) => `Basket, ${ukCount(count, 'item')}`,
    listing: {
      count: (count) => ukCount(count, 'item'),
      filters: 'Filters',
      filterButton: 'Filter',
      size: 'Size',
      resultsPage: (page) => `Items, page ${String(page)}`,
      loadMore: 'Show more items',
      noResult: (term) => `No results for “${term}”`,
    },
    product: {
      sizes: 'Size',
      sizeGuide: 'Size guide',
      addToBasket: 'Add to basket',
      added: 'Added to your basket',
      sizeRequired: 'Please choose a size.',
      instalments: /^Pay in 3 interest-free instalments/,
    },
    content: {
      help: { title: 'Help and FAQs', path: 'help', otherPath: 'aide' },
      deliveryAndReturns: { title: 'Delivery and returns', path: 'delivery-and-returns' },
      productSitemap: {
        title: 'Site map: products',
        path: 'site-plan-products.html',
        pagination: 'Site map pages',
        pageOf: (page, count) => `Page ${String(page)} of ${String(count)}`,
      },
      categorySitemap: { title: 'Site map: categories', path: 'site-plan-categories.html' },
      contactTitle: 'Contact us',
    },
    account: {
      login: 'Sign in',
      orderHistory: 'My orders',
      menu: 'My account menu',
      logoutTitle: 'You are signed out',
      logoutCountdown: (seconds) =>
        `You will be taken to the home page in ${ukCount(seconds, 'second')}.`,
    },
    checkout: { cart: 'My basket', shipping: 'Delivery', steps: 'Order steps' },
  },
};

/*
 * Look-ups in the store's catalogue through its API (spec 7.4), for journeys that need a page of
 * some kind (a category with several pages, a product sold in several sizes) rather than a
 * particular one: the seeded catalogue decides which.
 */

/** A product card of a listing answer, as far as the journeys read it. */
interface ListedProduct {
  url: string;
  attributes: { libelle: string; prix: string };
}

/** A listing answer (GET api/listing/json{path}). */
export interface ListingAnswer {
  title: string;
  total: number;
  pageCount: number;
  products: ListedProduct[];
  facets: { sizes: { code: string; label: string; count: number }[] };
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: API_HEADERS });
  if (!response.ok()) throw new Error(`GET ${path} answered ${String(response.status())}`);
  return (await response.json()) as T;
}

/** The store's universes, the menu's top-level categories: ['/C-10000-femme', …]. */
export async function universePaths(request: APIRequestContext): Promise<string[]> {
  const menu = await apiGet<{ hierarchy: { url: string }[] }>(request, 'api/v2/menu');
  return menu.hierarchy.map(({ url }) => url).filter((url) => /^\/C-\d{5}-[^?]*$/.test(url));
}

/** A category listing, e.g. `listing(request, '/C-10000-femme', '?sort=price-desc&pageSize=1')`. */
export async function listing(
  request: APIRequestContext,
  path: string,
  query = '',
): Promise<ListingAnswer> {
  return apiGet<ListingAnswer>(request, `api/listing/json${path}${query}`);
}

/**
 * The first product of the first universe sold in several sizes, with a size guide: its page
 * asks for a size before adding to the basket.
 */
export async function productWithSizes(request: APIRequestContext): Promise<string> {
  const [universe] = await universePaths(request);
  if (!universe) throw new Error('The menu has no universe');
  const { products } = await listing(request, universe, '?pageSize=12');
  for (const { url } of products) {
    const sheet = await apiGet<{
      attributes: { sizeGuide: string; listeTailles: unknown[] };
    }>(request, `api/v2/product/static/json${url}`);
    if (sheet.attributes.sizeGuide && sheet.attributes.listeTailles.length > 1) return url;
  }
  throw new Error(`No product of ${universe} has several sizes and a size guide`);
}
