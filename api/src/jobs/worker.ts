import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { startTracing } from '../observability/tracing.js';

/**
 * `npm run worker`: a process that only runs background jobs (BullMQ workers), beside API
 * processes started with JOBS_IN_PROCESS=false. Needs Redis (REDIS_URL): without it every
 * app process runs its own jobs and there is nothing to share. METRICS_PORT: its job outcomes,
 * queue depths and process metrics on /metrics there.
 */
async function main() {
  const config = loadConfig();
  // Traces, when configured, start before the modules they instrument load.
  const stopTracing = await startTracing('found-in-two-worker');
  const { createServices } = await import('../services.js');
  const services = await createServices(config, { jobWorkers: true });
  if (!services.redis) {
    console.error('npm run worker needs Redis (REDIS_URL); without Redis the app runs its jobs itself.');
    await services.shutdown();
    process.exit(1);
  }
  const { scrape, serveMetrics } = await import('../observability/metrics-server.js');
  const metrics = config.metrics.port ? await serveMetrics(config.metrics.port, config.metrics.host, scrape) : null;
  services.log(`Job worker running (queue ${services.redisPrefix}bull:jobs, database: ${services.databaseLabel}).`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    metrics?.close();
    await services.shutdown();
    await stopTracing?.().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
