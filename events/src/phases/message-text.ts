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

/** The text a message shows; throws on an argument or a tag, which content messages do not have. */
export function messageText(message: string, id = 'message'): string {
  let out = '';
  const n = message.length;
  for (let i = 0; i < n; i++) {
    const c = message[i]!;
    const next = message[i + 1];
    if (c === "'" && next === "'") {
      out += "'";
      i++;
    } else if (c === "'" && next !== undefined && QUOTABLE.has(next)) {
      // A quoted passage runs to the next single apostrophe (or the end); '' inside it is one.
      for (i++; i < n; i++) {
        if (message[i] !== "'") out += message[i];
        else if (message[i + 1] === "'") out += message[++i];
        else break;
      }
    } else if (c === '{' || (c === '<' && next !== undefined && /[a-zA-Z/]/.test(next))) {
      throw new Error(`${id}: "${c}" at ${i} starts an ICU argument or tag, which phase content does not take; quote it as '${c}'`);
    } else out += c;
  }
  return out;
}

/** The id part of an option value ('Not sure yet' → 'not_sure_yet'); unique within a field (catalogues.test.ts). */
export const optionKey = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
