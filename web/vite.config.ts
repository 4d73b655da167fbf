import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { fitMessages, precompileMessages } from './scripts/messages-plugin.ts';

const API = 'http://localhost:3000';

const LANDING = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]landing\.tsx$/;
const SHELL = /[\\/]web[\\/]src[\\/]app[\\/]layout[\\/]/;
const sharedByLandingAndShell = (id: string, importers: readonly string[]) =>
  !id.includes('node_modules') && importers.some((m) => LANDING.test(m)) && importers.some((m) => SHELL.test(m));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    precompileMessages(),
    react(),
    vanillaExtractPlugin(),
    fitMessages(`${import.meta.dirname}/src/i18n/messages`),
    // Installable and usable offline (docs/PRODUCT.md#offline): a manifest and a Workbox service
    // worker that keeps every file of this build, so each page opens with no network once the
    // worker is in. The page registers it itself after load (src/pwa/register.ts), and a new
    // build waits until the page says to reload (nothing typed is lost on the way).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      manifest: {
        name: 'Found-in-Two',
        short_name: 'Found-in-Two',
        description: 'A guided, team-based startup workshop in eight phases.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app's code and styles in every language, its page and its pictures: kept whole, so
        // a page never opened before opens offline too, and an open page never meets a missing chunk.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The widget's demo and the offline verifier are pages of their own, not the app.
        globIgnores: ['**/widget-demo.*', '**/verifier.html'],
        navigateFallback: '/index.html',
        // The API, the live sockets and the health checks are the server's; so is any address
        // naming a file (the verifier, its CLI, the widget's demo).
        navigateFallbackDenylist: [/^\/(api|graphql|collab|healthz|readyz)(\/|$)/, /\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed file names under assets/: the server caches them for a year (immutable).
    assetsDir: 'assets',
    sourcemap: false,
    // Report sizes so the landing budget (100 KB gzip) is visible in every build.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Left to itself, rolldown splits what the entry loads into the entry, React, its JSX
        // runtime and its own helpers, and gives what the landing page shares with the app
        // shell (the footer) a chunk of its own: the landing page loaded eight chunks, three of
        // them under 1 KB, which the server sends uncompressed (compression starts at 1 KB).
        codeSplitting: {
          groups: [
            // What the entry loads statically, in one chunk: rolldown merges this group into the entry.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // What the landing page and the app shell both show (the footer, the phase names),
            // in one chunk that both load. Our own modules only: a library's index module is
            // imported by both too, and would bring every export the app uses anywhere.
            { name: (id, ctx) => (sharedByLandingAndShell(id, ctx.getModuleInfo(id)?.importers ?? []) ? 'frame' : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/graphql': { target: API, ws: true, changeOrigin: false },
      '/collab': { target: API, ws: true, changeOrigin: false },
    },
  },
});
