/** A cookie's raw value in a `document.cookie` string; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The `document.cookie` assignment of a site-wide (Path=/), SameSite=Lax cookie; an empty value
 * deletes it (Max-Age=0).
 */
export function cookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const maxAge = value === '' ? 0 : maxAgeSeconds;
  return [
    `${name}=${value}`,
    `Max-Age=${String(maxAge)}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Cookies are marked Secure on HTTPS pages only (local HTTP would drop them). */
export const isSecurePage = () => window.location.protocol === 'https:';
