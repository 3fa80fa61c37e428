import { createContext } from 'react';
import type { SiteAddress } from './structured-data.js';

/**
 * The attribute on the tags only the server writes (canonical, alternates, Open Graph, JSON-LD);
 * the browser drops them at its first navigation. The title, description, robots and status tags
 * are not marked: the browser's `PageMeta` renders the same ones, and React adopts them.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** What a page says about itself for search engines and link previews (issue 18, point 5). */
export interface PageHead {
  /** The page's own title, before the site name; the site name alone when absent. */
  title?: string | undefined;
  description?: string | undefined;
  /** Spec 2.1: what a prerenderer answers for this page (the not-found page reports 404). */
  statusCode?: number | undefined;
  /** Pages that must not be indexed (account, checkout, filtered search, not found). */
  noIndex?: boolean | undefined;
  /** Store-relative path of the page's canonical address (no sort, filter or page noise). */
  canonicalPath?: string | undefined;
  /** The same page's store-relative path in the other store, when it has one. */
  alternatePath?: string | undefined;
  /** Absolute or root-relative picture for link previews. */
  image?: string | undefined;
  /** Open Graph type: 'website' unless the page says 'product'. */
  type?: 'website' | 'product' | undefined;
  /** Structured data (schema.org objects) written as JSON-LD; built on the server only. */
  structuredData?: ((site: SiteAddress) => readonly object[]) | undefined;
}

/**
 * On the server, pages hand their head to this collector (the server entry writes it into the
 * document's <head>); in the browser there is none and React puts the tags in the head itself.
 */
export interface PageHeadCollector {
  collect(head: PageHead): void;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);
