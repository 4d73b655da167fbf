import type { Request } from 'express';

/** The route a request matched, as its pattern (/api/teams/:code), or what kind of path it was. */
export function routeOf(req: Request): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  if (path.startsWith('/graphql')) return '/graphql';
  return path.startsWith('/api/') ? '/api/(unmatched)' : '(static)';
}
