/**
 * Compiles the interface's message catalogues at build time (docs/PRODUCT.md#languages).
 *
 * `import('virtual:fit-messages/es')` becomes one module per language: every
 * src/i18n/messages/es/*.json merged, each message parsed from ICU MessageFormat into its
 * syntax tree here rather than in the browser, plus that language's phase names and visual
 * style cards (events/src/phases/messages/<locale>/names.json). Vite gives
 * each language a chunk of its own, loaded only when the language is chosen. English needs no
 * catalogue: its messages are the `defaultMessage`s in the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform, type MessageDescriptor } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:fit-messages/';
const RESOLVED = '\0' + PREFIX;

/** The app's source files that may hold messages (not tests, styles, generated GraphQL or test helpers). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every message of the code under `srcDir` (web/src), id → English text and the file it is in,
 * read by the same transformer the build uses. A message without an id, or one id with two
 * English texts, is an error.
 */
export function englishMessages(srcDir: string): Map<string, { text: string; file: string }> {
  const found = new Map<string, { text: string; file: string }>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('defaultMessage')) continue;
    for (const m of compileSource(code, file, false).messages) {
      const where = relative(srcDir, file);
      if (!m.id) throw new Error(`A message without an id in ${where}: "${String(m.defaultMessage)}"`);
      const seen = found.get(m.id);
      if (seen && seen.text !== m.defaultMessage) throw new Error(`Message id "${m.id}" has two English texts (${seen.file}, ${where})`);
      found.set(m.id, { text: String(m.defaultMessage ?? ''), file: where });
    }
  }
  return found;
}

/** Every message of one language, id → ICU text, from its namespace files; a repeated id is an error. */
export function readCatalogue(dir: string, locale: string): Record<string, string> {
  const folder = join(dir, locale);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(entries)) {
      if (id in messages) throw new Error(`Message "${id}" is defined twice in ${folder} (${file})`);
      messages[id] = text;
    }
  }
  return messages;
}

export function fitMessages(dir: string): Plugin {
  return {
    name: 'fit-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`Unknown catalogue ${id}`);
      // Each catalogue file, not the folder: a watched folder is taken for an import and fails to resolve.
      for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json'))) this.addWatchFile(join(dir, locale, file));
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(readCatalogue(dir, locale))) {
        try {
          compiled[key] = parse(text);
        } catch (err) {
          throw new Error(`Message "${key}" (${locale}) is not valid ICU MessageFormat: ${(err as Error).message}`);
        }
      }
      return [
        `import names from '@fit/events/phases/messages/${locale}/names.json';`,
        `import { phaseTextsOf, visualStylesOf } from '@fit/events/phases/names';`,
        `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
        `export const phases = phaseTextsOf(names);`,
        `export const visualStyles = visualStylesOf(names);`,
      ].join('\n');
    },
  };
}

/**
 * Runs FormatJS's TypeScript transformer over one source file: it finds every message
 * (`<FormattedMessage>`, `defineMessages`, `formatMessage`) and, with `ast`, replaces each
 * English `defaultMessage` by its parsed form. Returns the code (types stripped, JSX kept) and
 * the messages found.
 */
export function compileSource(code: string, fileName: string, ast: boolean): { code: string; messages: MessageDescriptor[] } {
  const messages: MessageDescriptor[] = [];
  const out = ts.transpileModule(code, {
    fileName,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, isolatedModules: true, sourceMap: false },
    transformers: { before: [transform({ ast, onMsgExtracted: (_file, found) => messages.push(...found) })] },
  });
  return { code: out.outputText, messages };
}

const SOURCE = /[\\/]web[\\/]src[\\/].*\.tsx?$/;

/**
 * In the production build, English messages are parsed here too, so the browser needs no ICU
 * parser at all: react-intl's parser is replaced by its no-parser entry (7 KB gzip less on
 * every page, the landing page's included).
 */
export function precompileMessages(): Plugin {
  return {
    name: 'fit-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }),
    transform(code, id) {
      if (!SOURCE.test(id) || id.includes('.test.') || !code.includes('defaultMessage')) return null;
      return { code: compileSource(code, id, true).code, map: null };
    },
  };
}
