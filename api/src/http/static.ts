import express, { type Express } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../paths.js';
import { DEFAULT_LOCALE, directionOf, localeOf } from '@fit/events';

export const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
export const WIDGET_DIST = resolve(REPO_ROOT, 'widget/dist');

/**
 * The built web app and widget. Hashed assets are immutable for a year; index.html, the service
 * worker, the manifest and the widget loader (a stable URL other sites embed) are revalidated so
 * a deploy shows at once.
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
  serveVerifier(app);
  app.use(
    express.static(WEB_DIST, {
      index: false,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker and the manifest name the build: a deploy is seen at the next check.
        else if (path.endsWith('.html') || /[\\/](sw\.js|manifest\.webmanifest)$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
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

/**
 * The offline verifier page (web/scripts/build-verifier.mjs) carries its script inline, so that
 * it works saved as one file: served with a policy that admits exactly that script (its hash)
 * and lets it fetch only this origin's public record. `?lang=` (the language of the page that
 * links it) becomes its `<html lang dir>`, so the file saved from a German page opens in German;
 * the script is the same in every language. The CLI verifier is a download.
 */
function serveVerifier(app: Express) {
  const page = resolve(WEB_DIST, 'verifier.html');
  let cached: { mtimeMs: number; html: string; csp: string } | null = null;
  app.get('/verifier.html', (req, res, next) => {
    if (!existsSync(page)) return next();
    const { mtimeMs } = statSync(page);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(page, 'utf8');
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      const csp = `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
      cached = { mtimeMs, html, csp };
    }
    const lang = localeOf(typeof req.query.lang === 'string' ? req.query.lang : null) ?? DEFAULT_LOCALE;
    res.setHeader('Content-Security-Policy', cached.csp);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(cached.html.replace('<html lang="en">', `<html lang="${lang}" dir="${directionOf(lang)}">`));
  });
  app.get('/fit-verify.mjs', (_req, res, next) => {
    const cli = resolve(WEB_DIST, 'fit-verify.mjs');
    if (!existsSync(cli)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').attachment('fit-verify.mjs').sendFile(cli);
  });
}
