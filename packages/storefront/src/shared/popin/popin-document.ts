/** A pop-in's HTML as its dialog shows it. */
export interface PopinDocument {
  /** The text of the heading the pop-in opens with, if it opens with one: the dialog's title. */
  title: string | undefined;
  /** The rest of the HTML (sanitised when shown). */
  body: string;
}

/**
 * Splits a pop-in's HTML into the dialog's title and its body: a pop-in that opens with a heading
 * names itself (parsed only, never run: a DOMParser document executes nothing).
 */
export function readPopinHtml(
  html: string,
  parse: (html: string) => Document = (text) => new DOMParser().parseFromString(text, 'text/html'),
): PopinDocument {
  const { body } = parse(html);
  const first = body.firstElementChild;
  const title = first && /^H[1-6]$/.test(first.tagName) ? first.textContent.trim() : '';
  if (!title) return { title: undefined, body: html };
  first?.remove();
  return { title, body: body.innerHTML.trim() };
}
