/**
 * `npx tsx web/scripts/messages.ts missing es [prefix]`: the messages of the code that a
 * language's catalogue lacks, as JSON (id → English) ready to translate into
 * web/src/i18n/messages/<locale>/<namespace>.json. `english [prefix]` lists the English ones.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileSource, readCatalogue } from './messages-plugin.ts';

const SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const english: Record<string, string> = {};
for (const file of sources(SRC)) {
  const code = readFileSync(file, 'utf8');
  if (code.includes('defaultMessage')) for (const m of compileSource(code, file, false).messages) english[m.id!] = String(m.defaultMessage);
}

const [command, a, b] = process.argv.slice(2);
const prefix = (command === 'missing' ? b : a) ?? '';
const known = command === 'missing' ? readCatalogue(join(SRC, 'i18n/messages'), a!) : {};
const out = Object.fromEntries(
  Object.entries(english)
    .filter(([id]) => id.startsWith(prefix) && !(id in known))
    .sort(([x], [y]) => x.localeCompare(y)),
);
console.log(JSON.stringify(out, null, 2));
