import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.js';
import { parseSavedHeads, shortDigest } from './chain-head.js';

const head = (over: Record<string, unknown> = {}) => ({
  format: 'fit-chain-head/v1',
  keyId: '0123456789abcdef',
  cohortTag: 'spring-26',
  seq: '17',
  position: '17',
  hash: 'ab'.repeat(32),
  at: '2026-11-25T23:20:34.612537Z',
  signature: 'mqXtpmg4saE9DlvgjtR+Er/XzUI4c6qxRUeDW6i2BWEiAGx9eW99Y7PpcnHY5xfWXIu4UdLkVcrDWRc9Ph8EAw==',
  ...over,
});

const refused = (input: unknown) => {
  try {
    parseSavedHeads(input);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).code;
  }
  return null;
};

describe('a saved chain head as pasted or uploaded', () => {
  it('reads a head, a list, a saved feed, as a value or as JSON text, in chain order', () => {
    expect(parseSavedHeads(head())).toEqual([head()]);
    expect(parseSavedHeads(`  ${JSON.stringify(head())}\n`)).toEqual([head()]);
    const two = [head({ seq: '20', position: '21' }), head()];
    expect(parseSavedHeads(two).map((h) => h.seq)).toEqual(['17', '20']);
    expect(parseSavedHeads(JSON.stringify({ cohortTag: 'spring-26', heads: two })).map((h) => h.seq)).toEqual(['17', '20']);
    // Extra fields (from a feed reader, say) are dropped, not signed.
    expect(parseSavedHeads({ ...head(), note: 'mine' })).toEqual([head()]);
  });

  it('ignores spacing: a head re-wrapped or indented when pasted reads the same as the saved text', () => {
    const text = JSON.stringify(head());
    const wrapped = text.replace(/(.{40})/g, '$1\n  ');
    expect(wrapped).toContain('\n');
    expect(parseSavedHeads(wrapped)).toEqual([head()]);
    expect(parseSavedHeads(JSON.stringify(head(), null, 2))).toEqual([head()]);
    expect(parseSavedHeads(head({ signature: ` ${head().signature.slice(0, 30)}\n${head().signature.slice(30)} ` }))).toEqual([head()]);
  });

  it('refuses what is not a head with BAD_USER_INPUT', () => {
    for (const bad of [
      '',
      'K7QM-2XPA-9RTE',
      '[]',
      head({ hash: 'xyz' }),
      head({ seq: '0' }),
      head({ at: '2026-11-25' }),
      head({ cohortTag: 'Bad Tag' }),
      head({ format: 'v2' }),
    ])
      expect(refused(bad)).toBe('BAD_USER_INPUT');
  });

  it('shortens a digest for a screen', () => {
    expect(shortDigest('ab'.repeat(32))).toBe('abababababab…');
    expect(shortDigest('abc')).toBe('abc');
  });
});
