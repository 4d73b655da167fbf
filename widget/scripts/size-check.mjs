#!/usr/bin/env node
// The widget's size budget, checked in CI: every script the widget ships (dist/*.js except the
// demo page's own helper), gzip level 9, at most 70 KB in all. Prints the figure; exits 1 over
// budget and 2 when there is nothing built.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 70 * 1024;
const dist = resolve(import.meta.dirname, '../dist');

if (!existsSync(resolve(dist, 'widget.js'))) {
  console.error('widget size: widget/dist/widget.js is missing — run `npm run build -w widget` first');
  process.exit(2);
}

const files = readdirSync(dist).filter((f) => /\.(m?js|css)$/.test(f) && !f.startsWith('widget-demo'));
let raw = 0;
let gzip = 0;
for (const f of files) {
  const buf = readFileSync(resolve(dist, f));
  const gz = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gzip += gz;
  console.log(`  ${f.padEnd(24)} ${(buf.length / 1024).toFixed(2).padStart(8)} KB  gzip ${(gz / 1024).toFixed(2).padStart(7)} KB`);
}
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const ok = gzip <= BUDGET_BYTES;
console.log(`widget size: ${kb(gzip)} gzip (${kb(raw)} raw) of a ${kb(BUDGET_BYTES)} budget — ${ok ? 'ok' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
