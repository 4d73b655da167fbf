// The offline verifier (docs/AUDIT.md#check-it-on-your-own-machine), built after `vite build`
// into the web app's dist/ so the server serves it and anyone can save it:
//   verifier.html  — one self-contained page: web/src/verifier/page.ts bundled (with the rules of
//                    events/ and its catalogue in every language) and inlined, its styles inlined;
//                    it works opened from a file, offline. It is written in English (<html lang="en">);
//                    the server serves it with the lang of the page that links it (?lang=);
//   fit-verify.mjs — the same checks on the command line (web/src/verifier/cli.ts), one file for
//                    Node 20 with no packages.
// `node web/scripts/build-verifier.mjs [outDir]`; buildVerifier(outDir) for tests.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = resolve(import.meta.dirname, '..');

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 46rem; margin: 0 auto; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  textarea, input[type=text] { width: 100%; box-sizing: border-box; font: .85rem ui-monospace, monospace; padding: .5rem; }
  .hint { font-weight: 400; color: GrayText; }
  button { margin-top: 1rem; font-size: 1rem; padding: .5rem 1.25rem; cursor: pointer; }
  #result { margin-top: 1.5rem; padding: 1rem; border-radius: .5rem; }
  #result:empty { display: none; }
  #result.ok { border: 2px solid #1a7f37; }
  #result.bad { border: 2px solid #cf222e; }
  .verdict { margin: 0 0 .5rem; font-size: 1.4rem; }
  .warn { font-weight: 600; }
  .language { text-align: end; margin: 0; }
  .language label { display: inline; font-weight: 400; }
`;

// The page's texts are filled in by its script, in the language of <html lang> (or the one chosen
// in its menu), from its own catalogue (web/src/verifier/messages.ts): here only the places.
const BODY = `
<main>
  <p class="language"><label for="language" data-msg="language"></label> <select id="language"></select></p>
  <h1 data-msg="title"></h1>
  <p data-msg="intro"></p>
  <form id="form">
    <button type="button" id="load" hidden></button>
    <label for="record"><span data-msg="record"></span> <span class="hint" data-msg="recordHint"></span></label>
    <input type="file" id="record" accept=".json,application/json">
    <label for="record-text" data-msg="recordPaste"></label>
    <textarea id="record-text" rows="4" spellcheck="false"></textarea>
    <label for="heads"><span data-msg="heads"></span> <span class="hint" data-msg="headsHint"></span></label>
    <textarea id="heads" rows="6" spellcheck="false" placeholder='{"format":"fit-chain-head/v1", …}' dir="ltr"></textarea>
    <label for="head-files" data-msg="headFiles"></label>
    <input type="file" id="head-files" multiple accept=".json,.txt,application/json,text/plain">
    <label for="receipt"><span data-msg="receipt"></span> <span class="hint" data-msg="receiptHint"></span></label>
    <input type="text" id="receipt" autocomplete="off" spellcheck="false" placeholder="K7QM-2XPA-9RTE" dir="ltr">
    <button type="submit" data-msg="check"></button>
  </form>
  <section id="result" aria-live="polite" data-testid="verifier-result"></section>
</main>`;

export async function buildVerifier(outDir = resolve(web, 'dist')) {
  mkdirSync(outDir, { recursive: true });
  const common = { bundle: true, write: false, minify: true, legalComments: 'none', logLevel: 'warning', absWorkingDir: web };
  const page = await build({ ...common, entryPoints: [resolve(web, 'src/verifier/page.ts')], platform: 'browser', format: 'iife', target: 'es2022' });
  const script = page.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Found-in-Two — verifier</title>
<style>${STYLE}</style>
</head>
<body>${BODY}
<script>${script}</script>
</body>
</html>
`;
  writeFileSync(resolve(outDir, 'verifier.html'), html);
  const cli = await build({
    ...common,
    entryPoints: [resolve(web, 'src/verifier/cli.ts')],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  });
  writeFileSync(resolve(outDir, 'fit-verify.mjs'), cli.outputFiles[0].text, { mode: 0o755 });
  return { html: resolve(outDir, 'verifier.html'), cli: resolve(outDir, 'fit-verify.mjs') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = await buildVerifier(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`offline verifier: ${out.html}, ${out.cli}`);
}
