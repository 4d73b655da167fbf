// `npm start` (and `npm run migrate|worker|admin|audit`) step 1: what they run, never stale.
//   - the web app and the widget are built when their output is missing;
//   - the API (api/dist/, api/scripts/build-api.mjs) is rebuilt when it is missing or was built
//     from other sources: the fingerprint of api/src, events/src and the package/compiler
//     settings must match the one the build recorded (a hash, not mtimes, ~10 ms; the build
//     itself takes about a second). Without sources (the Docker image) the build is used as is.
//   node api/scripts/build-if-missing.mjs [--api-only]
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULT_OUTDIR, buildApi, builtFingerprint, sourceFingerprint } from './build-api.mjs';

const root = resolve(import.meta.dirname, '../..');

export function ensureFrontEndsBuilt() {
  for (const [workspace, output] of [
    ['web', 'web/dist/index.html'],
    ['widget', 'widget/dist/widget.js'],
  ]) {
    if (existsSync(resolve(root, output))) continue;
    if (!existsSync(resolve(root, workspace, 'vite.config.ts'))) continue;
    console.log(`Building ${workspace} (first start)…`);
    execSync(`npm run build -w ${workspace} --silent`, { cwd: root, stdio: 'inherit' });
  }
}

/** Rebuilds api/dist unless it was built from the sources as they are now. */
export async function ensureApiBuilt() {
  const wanted = sourceFingerprint();
  if (wanted === null) {
    if (!existsSync(resolve(DEFAULT_OUTDIR, 'server.js'))) throw new Error('Neither the API sources (api/src) nor its build (api/dist) are here.');
    return;
  }
  if (builtFingerprint() === wanted) return;
  console.log(existsSync(DEFAULT_OUTDIR) ? 'Rebuilding the API (sources changed)…' : 'Building the API (first start)…');
  await buildApi();
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (!process.argv.includes('--api-only')) ensureFrontEndsBuilt();
  await ensureApiBuilt();
}
