// Draws the installed app's PNG icons from public/favicon.svg with Debian's headless Chromium
// (the same one the browser tests use): `npx tsx web/scripts/make-icons.ts`. The PNGs are
// committed; run this again only when the logo changes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.ts';

const PUBLIC = resolve(import.meta.dirname, '../public');
const logo = readFileSync(resolve(PUBLIC, 'favicon.svg'), 'utf8');
// A maskable icon fills its square (no rounded corners) and keeps the rings inside the centre
// 80 % that every launcher's mask leaves visible.
const maskable = logo.replace('rx="8" ', '').replace(/(<circle[\s\S]*)<\/svg>/, '<g transform="translate(16 16) scale(0.72) translate(-16 -16)">$1</g></svg>');

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: resolve(PUBLIC, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
