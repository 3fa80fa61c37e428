import { useEffect } from 'react';

/** The attribute the document gets once the page runs in the browser (hydrated or rendered). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has committed the page's content in the browser: before that a
 * server-rendered page shows but does not answer clicks (the browser journeys wait for it). It
 * sits after the page and the footer, in their Suspense boundary, which hydrates after the header.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
