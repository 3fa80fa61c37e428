/** The providers' scripts asked for in this page, by URL: each loads once, whatever mounts. */
const scripts = new Map<string, Promise<void>>();
let callbacks = 0;

/**
 * Loads a bot-challenge provider's script for explicit rendering, once per page. Its `onload`
 * parameter names a global callback the provider calls once its API is ready (Turnstile and
 * reCAPTCHA both work so). Rejects when the script cannot load (offline, blocked); the next call
 * tries again.
 */
export function loadChallengeScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const callback = `vitrineChallengeReady${String(++callbacks)}`;
    Reflect.set(window, callback, () => {
      Reflect.deleteProperty(window, callback);
      resolve();
    });
    const src = new URL(url);
    src.searchParams.set('onload', callback);
    const script = document.createElement('script');
    script.src = src.href;
    script.async = true;
    script.addEventListener('error', () => {
      Reflect.deleteProperty(window, callback);
      script.remove();
      scripts.delete(url);
      reject(new Error(`The bot challenge's script did not load: ${url}`));
    });
    document.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
}
