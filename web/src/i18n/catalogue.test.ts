/**
 * The catalogue check (docs/PRODUCT.md#adding-a-language): every message in the code has a
 * translation in every language, no translation is left over from a message that is gone, and
 * each translation has the English message's arguments, with plural forms its language uses.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@fit/events/i18n';
import { compileSource, readCatalogue } from '../../scripts/messages-plugin.ts';

const SRC = join(import.meta.dirname, '..');
const MESSAGES = join(import.meta.dirname, 'messages');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' || name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every message of the code, id → English, from the same transformer the build uses. */
function englishMessages(): Map<string, { text: string; file: string }> {
  const found = new Map<string, { text: string; file: string }>();
  for (const file of sources(SRC)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('defaultMessage')) continue;
    for (const m of compileSource(code, file, false).messages) {
      const where = relative(SRC, file);
      if (!m.id) throw new Error(`A message without an id in ${where}: "${m.defaultMessage}"`);
      const seen = found.get(m.id);
      if (seen && seen.text !== m.defaultMessage) throw new Error(`Message id "${m.id}" has two English texts (${seen.file}, ${where})`);
      found.set(m.id, { text: String(m.defaultMessage ?? ''), file: where });
    }
  }
  return found;
}

/** A message's arguments: name → kind, with a select's options; plural forms are checked per language. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.set(el.value, 'text');
    else if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.set(el.value, TYPE[el.type]);
    else if (el.type === TYPE.select) {
      into.set(el.value, `select(${Object.keys(el.options).sort().join('|')})`);
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.plural) {
      into.set(el.value, el.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.tag) {
      into.set(`<${el.value}>`, 'tag');
      argumentsOf(el.children, into);
    }
  }
  return into;
}

/** Plural forms a message uses that its language does not have, or a missing `other`. */
function pluralProblems(elements: MessageFormatElement[], locale: string): string[] {
  const problems: string[] = [];
  for (const el of elements) {
    if (el.type === TYPE.plural) {
      const allowed = new Intl.PluralRules(locale, { type: el.pluralType }).resolvedOptions().pluralCategories as string[];
      const forms = Object.keys(el.options).filter((k) => !k.startsWith('='));
      if (!forms.includes('other')) problems.push(`{${el.value}} has no "other" form`);
      for (const f of forms) if (!allowed.includes(f)) problems.push(`{${el.value}} uses "${f}", which ${locale} does not have`);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) problems.push(...pluralProblems(o.value, locale));
    if (el.type === TYPE.tag) problems.push(...pluralProblems(el.children, locale));
  }
  return problems;
}

const english = englishMessages();

describe('the message catalogues', () => {
  it('finds the messages in the code', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [id, { text }] of english) expect(() => parse(text), id).not.toThrow();
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message, with the same arguments and its own plural forms', (locale) => {
    const catalogue = readCatalogue(MESSAGES, locale);
    const missing = [...english.keys()].filter((id) => !(id in catalogue));
    const leftOver = Object.keys(catalogue).filter((id) => !english.has(id));
    const different: string[] = [];
    for (const [id, { text }] of english) {
      if (!(id in catalogue)) continue;
      let translated: MessageFormatElement[];
      try {
        translated = parse(catalogue[id]!);
      } catch (err) {
        different.push(`${id}: not valid ICU MessageFormat (${(err as Error).message})`);
        continue;
      }
      const want = [...argumentsOf(parse(text))].sort().join(', ');
      const got = [...argumentsOf(translated)].sort().join(', ');
      if (want !== got) different.push(`${id}: arguments {${got}} where English has {${want}}`);
      different.push(...pluralProblems(translated, locale).map((p) => `${id}: ${p}`));
    }
    expect({ missing, leftOver, different }).toEqual({ missing: [], leftOver: [], different: [] });
  });
});
