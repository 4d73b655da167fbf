import type { IncomingHttpHeaders } from 'node:http';

/**
 * The same-origin rule of every door (REST writes, GraphQL over HTTP and WebSocket, /collab):
 * a request from one of our own pages names our host in its Origin. Our host is the Host header,
 * or the proxy's X-Forwarded-Host when the proxy is trusted (TRUST_PROXY). A request without
 * Origin (curl, a server) is not a browser's cross-site request; an Origin that does not parse
 * is foreign.
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const origin = headers.origin;
  if (typeof origin !== 'string' || !origin) return false;
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  const own = (typeof forwarded === 'string' && forwarded ? forwarded.split(',')[0]!.trim() : undefined) ?? headers.host;
  try {
    return new URL(origin).host !== own;
  } catch {
    return true;
  }
}
