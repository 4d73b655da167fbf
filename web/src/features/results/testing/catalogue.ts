/**
 * For tests only: a language's catalogue module as `virtual:fit-messages/<locale>` gives it,
 * read straight from the JSON files. In vitest the plugin's module does not load (its
 * addWatchFile on the catalogue folder makes Vite's import analysis try to resolve the folder
 * as an import), so the provider falls back to English; a test mocks the module with this:
 * `vi.mock('virtual:fit-messages/es', () => catalogueForTests('es'))`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

export async function catalogueForTests(locale: 'es' | 'de' | 'ar') {
  const dir = join(import.meta.dirname, '../../../i18n/messages', locale);
  const messages: Record<string, ReturnType<typeof parse>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>)) messages[id] = parse(text);
  }
  const names = (await import(`../../../../../events/src/phases/content/${locale}/names.ts`)) as { phases: unknown; visualStyles: unknown };
  return { messages, phases: names.phases, visualStyles: names.visualStyles };
}
