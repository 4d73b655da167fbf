// `npm start` step 1: build the web app and the widget when their output is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
for (const [workspace, output] of [
  ['web', 'web/dist/index.html'],
  ['widget', 'widget/dist/widget.js'],
]) {
  if (existsSync(resolve(root, output))) continue;
  if (!existsSync(resolve(root, workspace, 'vite.config.ts'))) continue;
  console.log(`Building ${workspace} (first start)…`);
  execSync(`npm run build -w ${workspace} --silent`, { cwd: root, stdio: 'inherit' });
}
