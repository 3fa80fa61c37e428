/** A small XML/XHTML well-formedness checker for the seed tests (no parser dependency needed). */

interface ParsedElement {
  name: string;
  attributes: Record<string, string>;
}
export interface ParsedMarkup {
  /** Every element, in document order. */
  elements: ParsedElement[];
  /** Well-formedness problems; empty when the markup parses. */
  errors: string[];
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([a-zA-Z_:][\w:.-]*)="([^"<]*)"/g;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

function checkEntities(text: string, where: string, errors: string[]): void {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    ENTITY.lastIndex = i;
    if (!ENTITY.test(text)) errors.push(`bare '&' ${where} at ${String(i)}`);
  }
}

/**
 * Parses `markup` as XML. A `document` must have exactly one root element and no text outside
 * it; a fragment may have several top-level elements and text.
 */
export function parseMarkup(markup: string, mode: 'document' | 'fragment'): ParsedMarkup {
  const elements: ParsedElement[] = [];
  const errors: string[] = [];
  const open: string[] = [];
  let roots = 0;
  let text = '';
  let i = 0;
  while (i < markup.length) {
    if (markup[i] !== '<') {
      const next = markup.indexOf('<', i);
      const end = next === -1 ? markup.length : next;
      const chunk = markup.slice(i, end);
      if (mode === 'document' && open.length === 0 && chunk.trim() !== '') {
        errors.push(`text outside the root element at ${String(i)}`);
      }
      text += chunk;
      i = end;
      continue;
    }
    TAG.lastIndex = i;
    const match = TAG.exec(markup);
    if (!match) {
      errors.push(`malformed tag at ${String(i)}: ${markup.slice(i, i + 30)}`);
      break;
    }
    const [whole, closing = '', name = '', rawAttributes = '', selfClosing = ''] = match;
    if (closing) {
      const expected = open.pop();
      if (expected !== name) errors.push(`</${name}> closes <${expected ?? 'nothing'}>`);
    } else {
      if (open.length === 0) roots += 1;
      const attributes: Record<string, string> = {};
      for (const [, key = '', value = ''] of rawAttributes.matchAll(ATTRIBUTE)) {
        if (key in attributes) errors.push(`duplicate attribute ${key} on <${name}>`);
        checkEntities(value, `in ${key} of <${name}>`, errors);
        attributes[key] = value;
      }
      elements.push({ name, attributes });
      if (!selfClosing) open.push(name);
    }
    i += whole.length;
  }
  checkEntities(text, 'in text', errors);
  if (open.length > 0) errors.push(`unclosed elements: ${open.join(', ')}`);
  if (mode === 'document' && roots !== 1) errors.push(`${String(roots)} root elements`);
  return { elements, errors };
}

/** Decodes the five predefined XML entities. */
export function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The UTF-8 length of a string, in bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The visible text of an HTML fragment, as words. */
export function words(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word));
}
