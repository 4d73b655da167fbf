/**
 * The primary of a cluster: sums its workers' metrics (prom-client's AggregatorRegistry) for
 * METRICS_PORT and for workers asked through METRICS_TOKEN (metrics-server.ts). Loaded only when
 * metrics are on, so the primary otherwise stays bare process management.
 */
import cluster, { type Worker } from 'node:cluster';
import client from 'prom-client';
import { isMetricsMessage, serveMetrics, type MetricsMessage } from './metrics-server.js';

export async function startClusterMetrics(settings: { port: number | null; host: string }) {
  const aggregator = new client.AggregatorRegistry();
  const scrape = () => aggregator.clusterMetrics();
  cluster.on('message', (worker: Worker, m: unknown) => {
    if (!isMetricsMessage(m) || m.fitMetrics !== 'request') return;
    scrape().then(
      (text) => worker.isConnected() && worker.send({ fitMetrics: 'response', id: m.id, text } satisfies MetricsMessage),
      (err: Error) => worker.isConnected() && worker.send({ fitMetrics: 'response', id: m.id, error: err.message } satisfies MetricsMessage),
    );
  });
  const server = settings.port ? await serveMetrics(settings.port, settings.host, scrape, aggregator.contentType) : null;
  return { close: () => server?.close() };
}
