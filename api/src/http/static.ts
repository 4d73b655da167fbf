import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../paths.js';

export const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
export const WIDGET_DIST = resolve(REPO_ROOT, 'widget/dist');

/**
 * The built web app and widget. Hashed assets are immutable for a year; index.html and the
 * widget loader (a stable URL other sites embed) are revalidated so a deploy shows at once.
 * compression (brotli/gzip) is applied app-wide before this.
 */
export function serveStatic(app: Express) {
  if (existsSync(WIDGET_DIST)) {
    app.use(
      express.static(WIDGET_DIST, {
        index: false,
        setHeaders(res, path) {
          res.setHeader('Cache-Control', 'public, max-age=300, must-revalidate');
          if (path.endsWith('.js')) res.setHeader('Access-Control-Allow-Origin', '*');
        },
      }),
    );
  }
  app.use(
    express.static(WEB_DIST, {
      index: false,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  const indexHtml = resolve(WEB_DIST, 'index.html');
  // Client-side routes: every other GET answers the app shell.
  app.get(/.*/, (req, res, next) => {
    if (!existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
