import { Suspense, useSyncExternalStore } from 'react';
import { preloadable } from '../preloadable.js';
import { consentStore } from './consent-state.js';

// Shown to a first visitor only, after the page has hydrated: its code (and the kit's banner and
// dialog) is split off the first script.
const ConsentDialogs = preloadable(() => import('./consent-dialogs.js'));

/**
 * The consent step of every page: the banner until the visitor decides, and the preferences
 * dialog (from the banner or the footer's 'cookie settings'). Rendered in the browser only: the
 * server's HTML is the same for everyone and may be cached (decision 019).
 */
export function ConsentStep() {
  const { started, choice, preferencesOpen } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  if (!started || (choice !== null && !preferencesOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialogs choice={choice} preferencesOpen={preferencesOpen} />
    </Suspense>
  );
}
