/**
 * A text-search query as PostgreSQL writes a tsquery out (`websearch_to_tsquery(…)::text`):
 * quoted lexemes, `!`, `&`, `|`, the phrase operators `<->` and `<N>`, and parentheses.
 */
export type TsQuery =
  | { kind: 'lexeme'; lexeme: string; /** `:*`, `:AB`…: a prefix or weights. */ marked: boolean }
  | { kind: 'not'; operand: TsQuery }
  | { kind: 'and' | 'or' | 'phrase'; left: TsQuery; right: TsQuery };

/** Tokens: a quoted lexeme (quotes and backslashes doubled inside), its marks, an operator. */
const TOKEN = /\s*(?:'((?:[^'\\]|''|\\.)*)'(:[*A-D]+)?|(<\d+>|<->|[!&|()]))/y;

/** Whether `operand` is a lexeme that the chain of `kind` operators ending in `chain` holds. */
function repeats(chain: TsQuery, kind: 'and' | 'or', operand: TsQuery): boolean {
  if (operand.kind !== 'lexeme') return false;
  const same = (node: TsQuery) =>
    node.kind === 'lexeme' && node.lexeme === operand.lexeme && node.marked === operand.marked;
  let node = chain;
  while (node.kind === kind) {
    if (same(node.right)) return true;
    node = node.left;
  }
  return same(node);
}

/** Parses PostgreSQL's text form of a tsquery; null for anything else (the caller then asks SQL). */
export function parseTsQuery(text: string): TsQuery | null {
  const tokens: ({ lexeme: string; marked: boolean } | string)[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [, quoted, marks, operator] = match;
    tokens.push(
      operator ?? {
        lexeme: (quoted ?? '').replace(/''|\\(.)/g, (pair, escaped?: string) => escaped ?? "'"),
        marked: marks !== undefined,
      },
    );
  }
  let at = 0;
  const peek = () => tokens[at];
  // Precedence, loosest first: |, &, phrase, ! (PostgreSQL's).
  const binary =
    (
      kind: 'or' | 'and' | 'phrase',
      isOperator: (token: string) => boolean,
      next: () => TsQuery | null,
    ) =>
    (): TsQuery | null => {
      let left = next();
      for (
        let token = peek();
        left && typeof token === 'string' && isOperator(token);
        token = peek()
      ) {
        at += 1;
        const right = next();
        // 'x & x' is 'x' (and 'x | x'): a term repeating a word costs one lookup, not one each.
        if (right && kind !== 'phrase' && repeats(left, kind, right)) continue;
        left = right && { kind, left, right };
      }
      return left;
    };
  const operand = (): TsQuery | null => {
    const token = tokens[at++];
    if (token === undefined) return null;
    if (typeof token !== 'string') return { kind: 'lexeme', ...token };
    if (token === '!') {
      const negated = operand();
      return negated && { kind: 'not', operand: negated };
    }
    if (token !== '(') return null;
    const inner = or();
    return tokens[at++] === ')' ? inner : null;
  };
  const phrase = binary('phrase', (t) => t.startsWith('<'), operand);
  const and = binary('and', (t) => t === '&', phrase);
  const or = binary('or', (t) => t === '|', and);
  if (!tokens.length) return null;
  const query = or();
  return at === tokens.length ? query : null;
}

/** The lexemes a match may hold (those not negated): what the name is ranked on. */
export function wantedLexemes(query: TsQuery): string[] {
  const found = new Set<string>();
  const visit = (node: TsQuery) => {
    if (node.kind === 'lexeme') found.add(node.lexeme);
    else if (node.kind !== 'not') {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(query);
  return [...found];
}

/** Whether the in-memory index can answer it exactly: no phrase, prefix or weight. */
export function isPlain(query: TsQuery): boolean {
  switch (query.kind) {
    case 'lexeme':
      return !query.marked;
    case 'not':
      return isPlain(query.operand);
    case 'phrase':
      return false;
    default:
      return isPlain(query.left) && isPlain(query.right);
  }
}
