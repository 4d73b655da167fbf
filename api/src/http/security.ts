import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isForeignOrigin } from './origin.js';

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-site POST/PATCH/PUT/DELETE; a foreign one is refused (SameSite=Lax cookies are the
 * second line). Requests with no Origin (curl, server-to-server) carry no ambient cookie risk.
 */
export const rejectForeignOrigin: RequestHandler = (req, res, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  if (isForeignOrigin(req.headers, Boolean(req.app.get('trust proxy')))) {
    res.status(403).json({ message: 'Cross-site request refused' });
    return;
  }
  next();
};

export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-ancestors': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The widget script and team icons are loaded by other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
