import { describe, expect, it } from 'vitest';
import { isPlain, parseTsQuery, wantedLexemes } from './tsquery.js';

const lexeme = (text: string) => ({ kind: 'lexeme', lexeme: text, marked: false });

describe('parseTsQuery', () => {
  it("reads PostgreSQL's text form with its precedence: ! before & before |", () => {
    expect(parseTsQuery("'rob' | 'pantalon' & !'fleur'")).toEqual({
      kind: 'or',
      left: lexeme('rob'),
      right: {
        kind: 'and',
        left: lexeme('pantalon'),
        right: { kind: 'not', operand: lexeme('fleur') },
      },
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: lexeme('a'), right: lexeme('b') },
      right: lexeme('c'),
    });
  });

  it('unquotes doubled quotes and backslashes', () => {
    expect(parseTsQuery("'l''ete' & 'a\\\\b'")).toEqual({
      kind: 'and',
      left: lexeme("l'ete"),
      right: lexeme('a\\b'),
    });
  });

  it('keeps phrases, prefixes and weights, which the index does not answer', () => {
    for (const text of [
      "'garde-rob' <-> 'gard' <-> 'rob'",
      "'rob' <2> 'long'",
      "'rob':*",
      "'rob':AB",
    ]) {
      const query = parseTsQuery(text);
      expect(query, text).not.toBeNull();
      expect(query && isPlain(query), text).toBe(false);
    }
    const plain = parseTsQuery("'rob' & !( 'fleur' | 'long' )");
    expect(plain && isPlain(plain)).toBe(true);
  });

  it('reads a word repeated in a chain of & or of | once (a hostile term repeats one word)', () => {
    const a = { kind: 'lexeme', lexeme: 'a', marked: false };
    const b = { kind: 'lexeme', lexeme: 'b', marked: false };
    expect(parseTsQuery("'a' & 'a' & 'b' & 'a' & 'b'")).toEqual({ kind: 'and', left: a, right: b });
    expect(parseTsQuery("'a' | 'a' | 'a'")).toEqual(a);
    // Not across operators, negations, prefixes or phrases: those keep their meaning.
    expect(parseTsQuery("'a' & !'a'")).toEqual({
      kind: 'and',
      left: a,
      right: { kind: 'not', operand: a },
    });
    expect(parseTsQuery("'a' & 'a':*")).toEqual({
      kind: 'and',
      left: a,
      right: { ...a, marked: true },
    });
    expect(parseTsQuery("'a' | 'b' & 'a'")).toEqual({
      kind: 'or',
      left: a,
      right: { kind: 'and', left: b, right: a },
    });
    expect(parseTsQuery("'a' <-> 'a'")).toEqual({ kind: 'phrase', left: a, right: a });
  });

  it('refuses what is not a tsquery', () => {
    for (const text of ['', 'rob', "'rob' &", "( 'rob'", "'rob' 'long'", "'rob' ) ("])
      expect(parseTsQuery(text), text).toBeNull();
  });
});

describe('wantedLexemes', () => {
  it('lists the lexemes a match may hold, once each, not the negated ones', () => {
    const query = parseTsQuery("'rob' & !'fleur' & ( 'rob' | 'long' <-> 'manch' )");
    expect(query && wantedLexemes(query)).toEqual(['rob', 'long', 'manch']);
  });
});
