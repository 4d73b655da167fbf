import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const API = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed file names under assets/: the server caches them for a year (immutable).
    assetsDir: 'assets',
    sourcemap: false,
    // Report sizes so the landing budget (100 KB gzip) is visible in every build.
    reportCompressedSize: true,
  },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/graphql': { target: API, ws: true, changeOrigin: false },
      '/collab': { target: API, ws: true, changeOrigin: false },
    },
  },
});
