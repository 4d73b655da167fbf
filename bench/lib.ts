import os from 'node:os';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ServerEntry } from '../api/test/harness.js';
import { openOrm } from '../api/src/orm.js';

/** Runs `task(i)` n times with `concurrency` workers; returns req/s and latency percentiles. */
export async function load(n: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= n) return;
        const t0 = performance.now();
        try {
          await task(i);
        } catch (err) {
          if (errors === 0 && process.env.BENCH_DEBUG) console.error(err);
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { n, errors, seconds, rps: n / seconds, ...percentiles(latencies) };
}

export function percentiles(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: s.at(-1) ?? 0 };
}

export function machine() {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return `${os.cpus().length} cores (${cpu.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export const fmt = (x: number, d = 1) => x.toFixed(d);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The load generator's HTTP client: node:http on keep-alive sockets (at most `CONCURRENCY` of
 * them), the counterpart of the `pg` pool the raw-SQL ceilings use. With `fetch` the bench
 * process spent about three times the CPU per request (0.9–1.4 ms against 0.3–0.4 ms, client and
 * a trivial local server together, 50 concurrent), on the two cores it shares with the app.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
export function send(method: string, url: string, body?: unknown, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {};
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    if (cookie) headers.cookie = cookie;
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The session cookie an answer set (creating a team starts the team's session), as a Cookie header value. */
export const sessionCookie = (answer: Answer) => answer.headers['set-cookie']?.[0]?.split(';')[0];

/** An answer expected to be 2xx; throws otherwise so the load loop counts it as an error. */
export async function ok(res: Promise<Answer>) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${r.body}`);
  return r.body;
}

/** CPU time (ms) this process (the load generator) has used so far. */
export const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * CPU time (user + system, ms) a process has used so far, from /proc. The difference around a
 * workload divided by its requests is the app's CPU per request: unlike req/s, it barely moves
 * when other work shares the cores.
 */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The app's processes: the one `npm start` started and, in a cluster, the workers it forked (its children). */
export function appPids(root: number): number[] {
  const pids = [root];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === root) pids.push(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** CPU time (ms) the app's processes have used so far (see cpuMs, appPids). */
export const appCpuMs = (root: number) => appPids(root).reduce((sum, pid) => sum + cpuMs(pid), 0);

/**
 * A process's memory, MiB: RSS (every page it maps in memory, shared ones too: the node binary,
 * counted again in each process) and PSS (shared pages divided among the processes that map
 * them), from /proc/{pid}/smaps_rollup. The sum of the PSS is what the processes together take.
 */
export function memoryMiB(pid: number) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, pss: kb('Pss') / 1024, peak: peak / 1024 };
}

/**
 * CPU time (ms) every PostgreSQL process of this machine has used so far (the server is local:
 * its backends, and the writer, WAL writer and checkpointer that a write's cost lands on too).
 * Around a workload, divided by its requests: what each request asks of PostgreSQL. Backends
 * that exit during the workload are missed, so it is for workloads on a pool's connections.
 */
export function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * How the benchmarks start the app: as `npm start` runs it, the compiled API (api/dist, rebuilt
 * first when stale). BENCH_ENTRY=tsx runs the sources through tsx instead, to compare the two.
 */
export const APP_ENTRY: ServerEntry = process.env.BENCH_ENTRY === 'tsx' ? {} : { bundle: true };

/**
 * A fresh, migrated database for a bench that writes its events straight in: its URL, the ORM
 * and a plain client on it, and `close` (which drops it unless BENCH_KEEP is set).
 */
export async function benchDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await openOrm(url.toString());
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  const close = async () => {
    await c.end();
    await orm.close(true);
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { url: url.toString(), orm, c, close };
}
