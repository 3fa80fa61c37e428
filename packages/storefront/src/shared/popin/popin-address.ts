/**
 * Pop-ins (spec 7.5) live at /{store}/media/wysiwyg/popin{path}. A link to that address in the
 * store's content opens the pop-in in a dialog instead of leaving the page (docs/decisions/021);
 * without scripts it still leads to the pop-in's text.
 */
const POPIN_PREFIX = '/media/wysiwyg/popin';

/** A pop-in's path: '/' then letters, digits and dashes, in segments ('/privilege-code'). */
const POPIN_PATH = /^(?:\/[a-z0-9][a-z0-9-]*)+$/i;

/** The address of the pop-in `path` ('/privilege-code') in the store `segment`. */
export function popinHref(segment: string, path: string): string {
  return `/${segment}${POPIN_PREFIX}${path}`;
}

/**
 * The pop-in a link leads to: its path ('/privilege-code') when `href` is a pop-in's address in
 * this store (query and fragment ignored), else undefined.
 */
export function popinPathOf(href: string, segment: string): string | undefined {
  const prefix = `/${segment}${POPIN_PREFIX}`;
  if (!href.startsWith(`${prefix}/`)) return undefined;
  const path = href.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return POPIN_PATH.test(path) ? path : undefined;
}

/**
 * Content HTML with its pop-in links marked as opening a dialog (aria-haspopup), so assistive
 * technology announces it. HTML without any such link comes back as it is, unparsed.
 */
export function markPopinLinks(
  html: string,
  segment: string,
  parse: (html: string) => Document = (text) => new DOMParser().parseFromString(text, 'text/html'),
): string {
  if (!html.includes(`/${segment}${POPIN_PREFIX}/`)) return html;
  const { body } = parse(html);
  let marked = false;
  for (const link of body.querySelectorAll('a[href]'))
    if (popinPathOf(link.getAttribute('href') ?? '', segment) !== undefined) {
      link.setAttribute('aria-haspopup', 'dialog');
      marked = true;
    }
  return marked ? body.innerHTML : html;
}
