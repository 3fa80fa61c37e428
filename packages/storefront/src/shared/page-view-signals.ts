import { createContext, use, useEffect } from 'react';

/**
 * What a page tells its page view before it is pushed (routes/use-page-views): that it is an
 * error page, or that it does not know yet what it will show. Each call returns its undo, so a
 * component signals exactly while it is mounted.
 */
export interface PageViewSignals {
  /** The page is the not-found page or the error screen: its page type is `error`. */
  markError(): () => void;
  /** The page's main data is loading (it may still turn out not found): the page view waits. */
  hold(): () => void;
}

export const PageViewSignalsContext = createContext<PageViewSignals | null>(null);

/** The page is an error page while the calling component is mounted. */
export function useErrorPageSignal(): void {
  const signals = use(PageViewSignalsContext);
  useEffect(() => signals?.markError(), [signals]);
}

/** The page view waits while `pending`: the page's main data has not answered yet. */
export function usePageViewHold(pending: boolean): void {
  const signals = use(PageViewSignalsContext);
  useEffect(() => (pending ? signals?.hold() : undefined), [signals, pending]);
}
