/**
 * `npx tsx web/scripts/messages.ts missing es [prefix]`: the messages of the code that a
 * language's catalogue lacks, as JSON (id → English) ready to translate into
 * web/src/i18n/messages/<locale>/<namespace>.json. `english [prefix]` lists the English ones.
 */
import { join } from 'node:path';
import { englishMessages, readCatalogue } from './messages-plugin.ts';

const SRC = join(import.meta.dirname, '../src');

const english = Object.fromEntries([...englishMessages(SRC)].map(([id, { text }]) => [id, text]));

const [command, a, b] = process.argv.slice(2);
const prefix = (command === 'missing' ? b : a) ?? '';
const known = command === 'missing' ? readCatalogue(join(SRC, 'i18n/messages'), a!) : {};
const out = Object.fromEntries(
  Object.entries(english)
    .filter(([id]) => id.startsWith(prefix) && !(id in known))
    .sort(([x], [y]) => x.localeCompare(y)),
);
console.log(JSON.stringify(out, null, 2));
