/**
 * Where Prometheus reads the metrics: GET /metrics on METRICS_PORT (a server of its own, no
 * token: keep that port on the private network), or on the app's port for `Authorization:
 * Bearer $METRICS_TOKEN`. In a cluster either answer is the sum over every worker: a worker
 * asks the primary (cluster-metrics.ts), which asks them all.
 */
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics.js';

/** Messages between a worker and the primary (one scrape). */
export interface MetricsMessage {
  fitMetrics: 'request' | 'response';
  id: string;
  text?: string;
  error?: string;
}
export const isMetricsMessage = (m: unknown): m is MetricsMessage => typeof (m as MetricsMessage | null)?.fitMetrics === 'string';

const SCRAPE_TIMEOUT_MS = 5000;

/** The cluster's metrics when this is a worker (asked of the primary), else this process's own. */
export function scrape(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsText();
  const id = randomUUID();
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      fail(new Error('the primary did not answer the scrape'));
    }, SCRAPE_TIMEOUT_MS);
    const onMessage = (m: unknown) => {
      if (!isMetricsMessage(m) || m.fitMetrics !== 'response' || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.text !== undefined) ok(m.text);
      else fail(new Error(m.error ?? 'no metrics'));
    };
    process.on('message', onMessage);
    process.send!({ fitMetrics: 'request', id } satisfies MetricsMessage);
  });
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** /metrics on the app's port: for the bearer of the token only (compared in constant time). */
export function metricsRoute(token: string): RequestHandler {
  const expected = digest(`Bearer ${token}`);
  return (req, res) => {
    const given = req.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' });
      return;
    }
    scrape().then(
      (text) => res.set('Content-Type', METRICS_CONTENT_TYPE).set('Cache-Control', 'no-store').send(text),
      () => res.status(503).json({ message: 'Metrics are unavailable just now; try again shortly' }),
    );
  };
}

/** A server of its own answering GET /metrics with `source()`; resolves once it listens. */
export function serveMetrics(port: number, host: string, source: () => Promise<string>, contentType: string = METRICS_CONTENT_TYPE): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    source().then(
      (text) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics are unavailable just now\n'),
    );
  });
  return new Promise((ok, fail) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'EADDRINUSE' ? new Error(`METRICS_PORT ${port} on ${host} is already in use. Set METRICS_PORT to a free port.`) : err),
    );
    server.listen(port, host, () => ok(server));
  });
}
