import 'reflect-metadata';
import { writeFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { getSchema } from './schema.js';

/** Writes schema.graphql at the root; with --check, fails when the committed one is stale. */
export async function printedSchema() {
  const schema = await getSchema();
  return `# Generated from the type-graphql resolvers by \`npm run schema\`. Do not edit by hand.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

const file = resolve(import.meta.dirname, '../../../schema.graphql');
if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const text = await printedSchema();
  if (process.argv.includes('--check')) {
    const current = readFileSync(file, 'utf8');
    if (current !== text) {
      console.error('schema.graphql is stale: run `npm run schema` and commit it.');
      process.exit(1);
    }
    console.log('schema.graphql is current.');
  } else {
    writeFileSync(file, text);
    console.log(`Wrote ${file}`);
  }
}
