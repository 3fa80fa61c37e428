/**
 * What the journeys expect of each store: the texts a shopper reads (the apps' and the kit's
 * French and British English), the store's routes and its demo accounts
 * (docs/demo-accounts.md). The journeys are written once and read their store's row.
 */
export type StoreId = 'fr' | 'uk';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface StoreFixture {
  id: StoreId;
  locale: 'fr-FR' | 'en-GB';
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
    slug: 'Recherche' | 'Search';
    seeAll: string;
  };
  /** A path no page answers, its banner heading and the two carousels' titles. */
  notFound: { path: string; title: string; shoppingIdea: string; alsoDiscover: string };
  error: { heading: string; status: (code: number) => string };
  accounts: { customer: DemoAccount; overseas?: DemoAccount };
  /** The UK-only personal (store credit) account pages. */
  personalAccount: boolean;
}

const PASSWORD = 'Vitrine2026!';

export const STORES: Record<StoreId, StoreFixture> = {
  fr: {
    id: 'fr',
    locale: 'fr-FR',
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
      slug: 'Recherche',
      seeAll: 'Voir tous les résultats',
    },
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
  },
  uk: {
    id: 'uk',
    locale: 'en-GB',
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
      slug: 'Search',
      seeAll: 'See all results',
    },
    notFound: {
      path: 'does-not-exist',
      title: 'Page not found',
      shoppingIdea: 'Shopping idea',
      alsoDiscover: 'Also discover',
    },
    error: { heading: 'An error has occurred.', status: (code) => `Error ${String(code)}` },
    accounts: {
      customer: { email: 'james.smith@example.co.uk', password: PASSWORD },
    },
    personalAccount: true,
  },
};
