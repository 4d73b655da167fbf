// `npm run build:api`: the API compiled to JavaScript in api/dist/, what `npm start`, Docker and
// the benchmarks run. One ESM build of every production entry point (platform node, target
// node20), shared code split into chunks/. Packages in node_modules stay external (resolved by
// Node at run time from the installed production dependencies), except the workspace package
// @fit/events, TypeScript sources Node cannot load without tsx: it is bundled.
// Decorators: esbuild reads api/tsconfig.json (experimentalDecorators, useDefineForClassFields
// false), as tsx does; neither emits decorator metadata. Migrations are imported by the ORM
// config, so they are in the bundle. The source map is written beside each file but only used
// with NODE_OPTIONS=--enable-source-maps (it costs memory).
//   node api/scripts/build-api.mjs [--outdir <dir>]   (default api/dist)
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
/** The entry points: api/dist/<name>.js. */
export const ENTRIES = {
  server: 'api/src/server.ts',
  worker: 'api/src/jobs/worker.ts',
  migrate: 'api/src/cli/migrate.ts',
  admin: 'api/src/cli/admin.ts',
  audit: 'api/src/cli/audit.ts',
  privacy: 'api/src/cli/privacy.ts',
};
export const DEFAULT_OUTDIR = resolve(root, 'api/dist');
/** Written into the output: the fingerprint of the inputs it was built from. */
export const BUILD_INFO = 'build-info.json';

/** Every file the build reads: the sources, the package and compiler settings, this script. */
function inputs() {
  const files = [];
  for (const dir of ['api/src', 'events/src']) {
    for (const f of readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })) {
      if (f.isFile()) files.push(relative(root, join(f.parentPath, f.name)));
    }
  }
  for (const f of ['package.json', 'tsconfig.json', 'api/package.json', 'api/tsconfig.json', 'events/package.json', 'events/tsconfig.json']) {
    if (existsSync(resolve(root, f))) files.push(f);
  }
  files.push(relative(root, import.meta.filename));
  return files.sort();
}

/**
 * A hash of the contents of every input (a few hundred small files, ~10 ms): unlike mtimes, it
 * cannot be fooled by a checkout, a copy or an archive that sets a source's time older than the
 * build. null when the sources are not there (the Docker image ships only the build).
 */
export function sourceFingerprint() {
  if (!existsSync(resolve(root, 'api/src/server.ts'))) return null;
  const hash = createHash('sha256');
  for (const f of inputs())
    hash
      .update(`${f}\0`)
      .update(readFileSync(resolve(root, f)))
      .update('\0');
  return hash.digest('hex');
}

/** The fingerprint outdir was built from, or null (no build, or an unreadable one). */
export function builtFingerprint(outdir = DEFAULT_OUTDIR) {
  try {
    if (!existsSync(join(outdir, 'server.js'))) return null;
    return JSON.parse(readFileSync(join(outdir, BUILD_INFO), 'utf8')).fingerprint ?? null;
  } catch {
    return null;
  }
}

/** @fit/events: its package.json exports map each subpath to a TypeScript source, bundled. */
const eventsPackage = {
  name: 'fit-events-bundled',
  setup(b) {
    const pkg = JSON.parse(readFileSync(resolve(root, 'events/package.json'), 'utf8'));
    b.onResolve({ filter: /^@fit\/events(\/|$)/ }, (args) => {
      const subpath = '.' + args.path.slice('@fit/events'.length);
      const target = pkg.exports[subpath];
      if (!target) return { errors: [{ text: `@fit/events does not export ${subpath}` }] };
      return { path: resolve(root, 'events', target) };
    });
  },
};

/**
 * esbuild escapes what is not ASCII in strings, identifiers and regular expressions, but keeps
 * some comments as written. V8 holds a module's source for its whole life (to compile functions
 * when first called), one byte a character, two for the whole file when any character is not
 * Latin-1: one `≤` in a comment doubled the largest chunk, 0.85 MB, in every process. The comments
 * are escaped too (columns after such a character on its line move in the source map: only the
 * comment's own text follows it).
 */
function asciiOnly(dir) {
  for (const f of readdirSync(dir, { recursive: true })) {
    if (!f.endsWith('.js')) continue;
    const file = join(dir, f);
    const text = readFileSync(file, 'utf8');
    if (/[^\x00-\x7f]/.test(text))
      writeFileSync(
        file,
        text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      );
  }
}

/**
 * Builds into outdir. The output is written beside it first and then swapped in, so a process
 * starting from outdir never loads half of one build and half of another.
 */
export async function buildApi(outdir = DEFAULT_OUTDIR) {
  const { build } = await import('esbuild');
  const fingerprint = sourceFingerprint();
  const staging = mkdtempSync(resolve(dirname(outdir), `.${basename(outdir)}-building-`));
  try {
    await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, resolve(root, src)])),
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      plugins: [eventsPackage],
      tsconfig: resolve(root, 'api/tsconfig.json'),
      sourcemap: 'linked',
      chunkNames: 'chunks/[name]-[hash]',
      logLevel: 'warning',
      legalComments: 'none',
      // Every entry imports reflect-metadata first; the bundle's own imports (its chunks) would
      // otherwise be evaluated before it. First in every output file keeps the sources' order.
      banner: { js: "import 'reflect-metadata';" },
    });
    asciiOnly(staging);
    writeFileSync(join(staging, BUILD_INFO), JSON.stringify({ fingerprint }) + '\n');
    chmodSync(staging, 0o755); // mkdtemp's 0700 would hide the build from another user (Docker's node)
    // Swap: a concurrent build may swap its own in between; the last one wins.
    for (let attempt = 0; ; attempt++) {
      const old = `${staging}-old${attempt}`;
      try {
        renameSync(outdir, old);
      } catch (err) {
        if (err.code !== 'ENOENT') throw err;
      }
      try {
        renameSync(staging, outdir);
        rmSync(old, { recursive: true, force: true });
        break;
      } catch (err) {
        rmSync(old, { recursive: true, force: true });
        if (attempt >= 3 || (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST')) throw err;
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return outdir;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const started = performance.now();
  const out = await buildApi(values.outdir ? resolve(values.outdir) : DEFAULT_OUTDIR);
  console.log(`Built the API into ${relative(process.cwd(), out) || '.'} in ${Math.round(performance.now() - started)} ms`);
}
