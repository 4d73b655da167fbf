import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EN_TEMPLATES } from '@fit/events/i18n/messages';
import { argumentNames } from '@fit/events/i18n/catalogue-check';

/**
 * The check on the API's messages in the code (docs/PRODUCT.md#api-messages-in-every-language).
 * A refusal names its message by id (its English template) and the compiler checks the id is in
 * events/src/i18n/messages/en.ts; this test reads the code (events/src and api/src, tests and
 * the catalogues excluded) for what the compiler cannot see: that a refusal made with its values
 * gives exactly the template's arguments, and that every template is still used.
 * events/src/i18n/catalogue.test.ts checks the translations.
 */

const ROOT = resolve(import.meta.dirname, '../..');
/** The functions that take a message id and its values as their first two arguments. */
const MAKERS = new Set(['message', 'badInput', 'notFound', 'conflict', 'forbidden', 'unavailable', 'unauthenticated', 'badRequest']);
const TEMPLATES = new Set<string>(EN_TEMPLATES);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('events', 'src', 'i18n')) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every string literal of the code that is a message id, and every maker call that gives values. */
function scan() {
  const used = new Set<string>();
  const mismatches: string[] = [];
  for (const file of [...sources(join(ROOT, 'events/src')), ...sources(join(ROOT, 'api/src'))]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && TEMPLATES.has(node.text)) used.add(node.text);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MAKERS.has(node.expression.text)) {
        const [id, values] = node.arguments;
        if (id && (ts.isStringLiteral(id) || ts.isNoSubstitutionTemplateLiteral(id)) && TEMPLATES.has(id.text)) {
          const want = argumentNames(id.text);
          let got: string[] | null = [];
          if (values && ts.isObjectLiteralExpression(values)) {
            got = values.properties.some((p) => ts.isSpreadAssignment(p)) ? null : values.properties.map((p) => p.name?.getText(source) ?? '').sort();
          } else if (values) got = null; // values made elsewhere: not checked here
          if (got && want.join() !== got.join()) mismatches.push(`${at(node)}: ${JSON.stringify(id.text)} given {${got.join(', ')}}, wants {${want.join(', ')}}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { used, mismatches };
}

describe('the catalogue of API messages', () => {
  const { used, mismatches } = scan();

  it('is used by the code: every message the code sends is an id of it, checked by the compiler', () => {
    expect(used.size).toBeGreaterThan(200);
    expect(used).toContain('Cohort not found');
  });

  it('gets from each refusal exactly the arguments its template names', () => {
    expect(mismatches, 'give these refusals the values their messages name').toEqual([]);
  });

  it('has no template the code no longer sends', () => {
    expect(
      EN_TEMPLATES.filter((t) => !used.has(t)),
      'templates no message uses any more: remove them from every catalogue',
    ).toEqual([]);
  });
});
