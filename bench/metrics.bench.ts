// `npm run bench:metrics`: REST autosave with the Prometheus metrics on and off, side by side in
// one run (bench/autosave-pair.ts says how). Off: no METRICS_PORT (every hook returns at its first
// line); on: METRICS_PORT, and a scraper reading /metrics every BENCH_SCRAPE_MS (default 5 s, three
// times Prometheus's usual 15 s). The goal: within 5 %.
import { freePort } from '../api/src/db/embedded.js';
import { autosavePair } from './autosave-pair.js';

const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 5000);
let metricsPort = 0;

await autosavePair({
  name: 'metrics',
  off: { label: 'metrics off', env: {} },
  on: {
    label: `metrics on (METRICS_PORT, scraped every ${SCRAPE_MS / 1000} s)`,
    env: async () => ({ METRICS_PORT: String((metricsPort = await freePort())) }),
    started() {
      let scrapes = 0;
      const scraper = setInterval(() => {
        void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
          async (r) => {
            await r.text();
            if (r.ok) scrapes++;
          },
          () => {},
        );
      }, SCRAPE_MS);
      return () => {
        clearInterval(scraper);
        return [`${scrapes} scrapes of the metrics side`];
      };
    },
  },
});
process.exit(0);
