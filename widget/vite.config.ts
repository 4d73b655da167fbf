import { defineConfig, type Plugin } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { widgetMessages } from './scripts/messages-plugin.ts';

const PLACEHOLDER = /(["'`])\/\*__FIT_WIDGET_CSS__\*\/\1/;

/**
 * Shadow-DOM styling: the widget's CSS must travel inside widget.js. After bundling, this takes
 * the CSS that vanilla-extract emitted, writes it into the placeholder string of src/styles.ts
 * and drops the .css file, so dist/ holds one script (plus the demo page).
 */
function inlineCssIntoBundle(): Plugin {
  return {
    name: 'fit-widget-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssAssets = Object.values(bundle).filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
      const css = cssAssets.map((f) => (f.type === 'asset' ? String(f.source) : '')).join('\n');
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      let replaced = 0;
      for (const chunk of chunks) {
        if (chunk.type !== 'chunk' || !PLACEHOLDER.test(chunk.code)) continue;
        chunk.code = chunk.code.replace(PLACEHOLDER, () => JSON.stringify(css));
        replaced++;
      }
      if (replaced !== 1) this.error(`expected one CSS placeholder in the widget bundle, found ${replaced}`);
      for (const f of cssAssets) delete bundle[f.fileName];
      // ASCII only: a host page without a UTF-8 charset must not turn '·' into 'Â·'.
      for (const chunk of chunks) {
        if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Catalogues parsed here; the browser gets intl-messageformat without its parser.
  plugins: [widgetMessages({ noParser: true }), vanillaExtractPlugin(), inlineCssIntoBundle()],
  // A library build leaves process.env.NODE_ENV alone (VERSIONS.md); nothing may reach the browser unreplaced.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    cssCodeSplit: false,
    copyPublicDir: true,
    lib: {
      entry: 'src/loader.ts',
      formats: ['iife'],
      name: 'FitWidget',
      fileName: () => 'widget.js',
      cssFileName: 'widget',
    },
  },
});
