import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';

/**
 * `npm run worker`: a process that only runs background jobs (BullMQ workers), beside API
 * processes started with JOBS_IN_PROCESS=false. Needs Redis (REDIS_URL): without it every
 * app process runs its own jobs and there is nothing to share.
 */
async function main() {
  const config = loadConfig();
  const services = await createServices(config, { jobWorkers: true });
  if (!services.redis) {
    console.error('npm run worker needs Redis (REDIS_URL); without Redis the app runs its jobs itself.');
    await services.shutdown();
    process.exit(1);
  }
  services.log(`Job worker running (queue ${services.redisPrefix}bull:jobs, database: ${services.databaseLabel}).`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 10_000).unref();
    await services.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
