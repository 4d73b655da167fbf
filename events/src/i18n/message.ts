/**
 * A refusal's message as data, FormatJS's message descriptor: the message's id (its English
 * template, messages/en.ts) and the values of its arguments, carried from where the refusal is
 * made to the edge that sends it, which writes it in the caller's language (translateMessage in
 * messages.ts). A value is text kept as it is (a field id, a name someone typed), a number
 * (written as the language writes numbers) or another message (a label such as 'Team name',
 * translated with the message).
 *
 * Browser-safe and dependency-free: the domain's rules throw these in the web app too, which
 * shows their English text and carries no ICU parser.
 */
import type { MessageId } from './messages/en.js';

export type { MessageId };

export type MessageValue = string | number | MessageDescriptor;

export interface MessageDescriptor {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** A message with its values: `message('{what} is required', { what: message('Team name') })`. */
export function message(id: MessageId, values?: Readonly<Record<string, MessageValue>>): MessageDescriptor {
  return values ? { id, values } : { id };
}

/** A message given as its id alone, or as a descriptor. */
export const toMessage = (m: MessageId | MessageDescriptor): MessageDescriptor => (typeof m === 'string' ? { id: m } : m);

export const isMessageDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';

/**
 * The message in English, as the code always wrote it: each `{name}` or `{name, number}` is its
 * value (a number in plain digits, 2000 not 2,000: the API's English texts are fixed by its
 * spec), a message value in English, and ICU's quoting undone (`'{'` is `{`, `''` is `'`).
 * English templates have no other syntax (events/src/i18n/catalogue.test.ts checks this, and
 * that the result is what intl-messageformat writes for them).
 */
export function englishText(m: MessageDescriptor): string {
  const template: string = m.id;
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c === "'" && template[i + 1] === "'") {
      out += "'";
      i++;
    } else if (c === "'" && (template[i + 1] === '{' || template[i + 1] === '}')) {
      // Quoted text runs to the next lone apostrophe.
      let j = i + 1;
      for (; j < template.length; j++) {
        if (template[j] === "'" && template[j + 1] === "'") {
          out += "'";
          j++;
        } else if (template[j] === "'") break;
        else out += template[j];
      }
      i = j;
    } else if (c === '{') {
      const end = template.indexOf('}', i);
      const name = template
        .slice(i + 1, end)
        .split(',')[0]!
        .trim();
      out += valueText(m.values?.[name]);
      i = end;
    } else out += c;
  }
  return out;
}

function valueText(value: MessageValue | undefined): string {
  if (value === undefined) return '';
  return isMessageDescriptor(value) ? englishText(value) : String(value);
}
