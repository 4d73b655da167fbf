/**
 * The widget's message catalogues, parsed at build time (docs/WIDGET.md#languages).
 *
 * `import en from './messages/en.json'` in src/ becomes a module whose default export is that
 * catalogue with every message parsed from ICU MessageFormat into its syntax tree, so
 * intl-messageformat formats it without a parser. In the build, the parser itself is replaced by
 * its no-parser entry (a message that reached the browser unparsed would throw, not pass). The
 * unit tests (vitest.config.ts) use the same plugin, without the alias.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]widget[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/;
const PREFIX = '\0fit-widget-messages:';
// The virtual id must not end in .json, or Vite's own JSON plugin takes it anyway.
const SUFFIX = '.js';

/** One catalogue, id → parsed message; an invalid message fails the build with its id. */
export function compileCatalogue(file: string): Record<string, unknown> {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(entries)) {
    if (typeof text !== 'string') throw new Error(`Message "${id}" in ${file} is not a string`);
    try {
      compiled[id] = parse(text);
    } catch (err) {
      throw new Error(`Message "${id}" in ${file} is not valid ICU MessageFormat: ${(err as Error).message}`);
    }
  }
  return compiled;
}

export function widgetMessages(options: { noParser: boolean }): Plugin {
  return {
    name: 'fit-widget-messages',
    enforce: 'pre',
    config: () =>
      options.noParser
        ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }
        : undefined,
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = resolve(importer, '..', source);
      return CATALOGUE.test(file) ? PREFIX + file + SUFFIX : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(file)))});`;
    },
  };
}
