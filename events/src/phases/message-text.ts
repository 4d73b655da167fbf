/**
 * The text of a phase content message (docs/CONTENT.md#the-catalogues). Content messages are ICU
 * MessageFormat without arguments: words, with ICU's quoting for the characters ICU reads
 * itself — `''` is an apostrophe, and `'…'` quotes a passage that starts with `{`, `}`, `<` or
 * `>`, which is how a prompt's `{{company_name}}` tags are written (`'{{company_name}}'`).
 *
 * Read by hand rather than by the ICU parser so that the browser, whose build carries no parser,
 * can show the phase names and style cards; catalogues.test.ts checks that it reads every message
 * of every catalogue as the ICU parser does.
 */

const QUOTABLE = new Set(['{', '}', '<', '>']);

/**
 * The text a message shows; throws on an argument or a tag, which content messages do not have.
 * The text is joined from slices of the message rather than built a character at a time: V8
 * keeps a string built by `+=` as a tree with a node per step, and the API holds every phase's
 * texts in four languages for its whole life (about 6 MiB of such nodes per process).
 */
export function messageText(message: string, id = 'message'): string {
  const parts: string[] = [];
  let from = 0; // where the run of plain text not yet copied starts
  const n = message.length;
  for (let i = 0; i < n; i++) {
    const c = message[i]!;
    const next = message[i + 1];
    if (c === "'" && next === "'") {
      parts.push(message.slice(from, i + 1));
      from = ++i + 1;
    } else if (c === "'" && next !== undefined && QUOTABLE.has(next)) {
      // A quoted passage runs to the next single apostrophe (or the end); '' inside it is one.
      parts.push(message.slice(from, i));
      let start = i + 1;
      for (i++; i < n; i++) {
        if (message[i] !== "'") continue;
        if (message[i + 1] !== "'") break;
        parts.push(message.slice(start, i + 1));
        start = ++i + 1;
      }
      parts.push(message.slice(start, i));
      from = i + 1;
    } else if (c === '{' || (c === '<' && next !== undefined && /[a-zA-Z/]/.test(next))) {
      throw new Error(`${id}: "${c}" at ${i} starts an ICU argument or tag, which phase content does not take; quote it as '${c}'`);
    }
  }
  parts.push(message.slice(from));
  return parts.join('');
}

/** The id part of an option value ('Not sure yet' → 'not_sure_yet'); unique within a field (catalogues.test.ts). */
export const optionKey = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
