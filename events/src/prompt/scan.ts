/**
 * The template scanner: one left-to-right pass that splits a prompt template into text and
 * tags. Hand-written so that its cost is linear in the template's length on every input,
 * including hostile ones such as a megabyte of `{` characters: the searches for `{{` and `}}`
 * only ever move forward, each character is looked at by each of them at most once and at most
 * once more when a tag's inside is parsed, and no regular expression touches the template.
 *
 * A tag is the text between the most recent `{{` and the next `}}`. Insides that are not a
 * placeholder, `#if`, `else` or `/if` are left in the text untouched, so malformed markup is
 * shown literally rather than dropped or reported.
 */

export type Condition = { readonly kind: 'truthy'; readonly path: string } | { readonly kind: 'equals'; readonly path: string; readonly value: string };

export type Token =
  | { readonly kind: 'text'; readonly raw: string }
  | { readonly kind: 'value'; readonly raw: string; readonly path: string }
  | { readonly kind: 'if'; readonly raw: string; readonly condition: Condition }
  | { readonly kind: 'else'; readonly raw: string }
  | { readonly kind: 'endif'; readonly raw: string };

type Tag = Exclude<Token, { kind: 'text' }>;
type TagBody = Tag extends infer T ? (T extends Tag ? Omit<T, 'raw'> : never) : never;

/** Splits a template into tokens. Text tokens are never empty; tags keep their exact source. */
export function scan(template: string): Token[] {
  const tokens: Token[] = [];
  const n = template.length;
  let textStart = 0;
  // indexOf (a native, vectorised search) finds the braces; every position it passes over is
  // never searched again, because both cursors only move forward.
  let open = template.indexOf('{{');
  while (open >= 0) {
    const close = template.indexOf('}}', open + 2);
    if (close < 0) break;
    // The tag opens at the last `{{` before the close: `{{ {{x}}` is text, then a tag.
    let next = template.indexOf('{{', open + 1);
    while (next >= 0 && next < close) {
      open = next;
      next = template.indexOf('{{', open + 1);
    }
    const body = parseTag(template, open + 2, close);
    if (body) {
      if (open > textStart) tokens.push({ kind: 'text', raw: template.slice(textStart, open) });
      tokens.push(withRaw(body, template.slice(open, close + 2)));
      textStart = close + 2;
    }
    // `next` is past the close already (a `{{` cannot start inside `}}`), so no search repeats.
    open = next;
  }
  if (textStart < n) tokens.push({ kind: 'text', raw: template.slice(textStart) });
  return tokens;
}

function withRaw(body: TagBody, raw: string): Tag {
  switch (body.kind) {
    case 'value':
      return { kind: 'value', raw, path: body.path };
    case 'if':
      return { kind: 'if', raw, condition: body.condition };
    case 'else':
      return { kind: 'else', raw };
    case 'endif':
      return { kind: 'endif', raw };
  }
}

// --- the inside of one tag: a tiny recursive-descent-free parser over [from, to) ---------------

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b;
const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isNameStart = (c: number) => isLetter(c) || c === 0x5f; // _
const isNamePart = (c: number) => isNameStart(c) || isDigit(c) || c === 0x2d; // -

/** Reads `name(.name)*` starting at `at`; returns the index after it, or -1. */
function readPath(s: string, at: number, to: number): number {
  let i = at;
  for (;;) {
    if (i >= to || !isNameStart(s.charCodeAt(i))) return -1;
    i++;
    while (i < to && isNamePart(s.charCodeAt(i))) i++;
    if (i < to && s.charCodeAt(i) === 0x2e /* . */) {
      i++;
      continue;
    }
    return i;
  }
}

function parseTag(s: string, from: number, to: number): TagBody | null {
  let a = from;
  let b = to;
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  if (a === b) return null;
  const first = s.charCodeAt(a);
  if (first === 0x23 /* # */) return parseIf(s, a + 1, b);
  if (first === 0x2f /* / */) return b - a === 3 && s.startsWith('if', a + 1) ? { kind: 'endif' } : null;
  if (b - a === 4 && s.startsWith('else', a)) return { kind: 'else' };
  const end = readPath(s, a, b);
  return end === b ? { kind: 'value', path: s.slice(a, b) } : null;
}

/** `if <path>` or `if <path> == 'text'` (or "text"), spaces optional around `==`. */
function parseIf(s: string, from: number, to: number): TagBody | null {
  if (!s.startsWith('if', from)) return null;
  let i = from + 2;
  if (i >= to || !isSpace(s.charCodeAt(i))) return null;
  while (i < to && isSpace(s.charCodeAt(i))) i++;
  const pathEnd = readPath(s, i, to);
  if (pathEnd < 0) return null;
  const path = s.slice(i, pathEnd);
  if (pathEnd === to) return { kind: 'if', condition: { kind: 'truthy', path } };
  i = pathEnd;
  while (i < to && isSpace(s.charCodeAt(i))) i++;
  if (i + 1 >= to || s.charCodeAt(i) !== 0x3d || s.charCodeAt(i + 1) !== 0x3d) return null; // ==
  i += 2;
  while (i < to && isSpace(s.charCodeAt(i))) i++;
  const quote = s.charCodeAt(i);
  if (quote !== 0x27 && quote !== 0x22) return null; // ' or "
  // The closing quote must be the tag's last character, so a quoted value may hold any text
  // except `}}` (which ends the tag) and its own quote character.
  if (to - 1 <= i || s.charCodeAt(to - 1) !== quote) return null;
  const value = s.slice(i + 1, to - 1);
  if (value.indexOf(String.fromCharCode(quote)) >= 0) return null;
  return { kind: 'if', condition: { kind: 'equals', path, value } };
}
