/**
 * Prometheus metrics (prom-client). Off unless METRICS_PORT or METRICS_TOKEN is set
 * (enableMetrics): then every function here records, otherwise each returns at its first line,
 * so the write path pays one boolean test for them.
 *
 * In a cluster (WEB_CONCURRENCY > 1) each worker keeps its own registry and the primary sums
 * them on a scrape (AggregatorRegistry, cluster-metrics.ts). Counters and histograms add up;
 * gauges say how they combine (`aggregator`): per-process counts (sockets, rooms) add up, what
 * every worker reads from the shared database or Redis (queue depths, lag) takes the largest.
 *
 * Label values are bounded sets (route patterns, operation names the schema defines, outcome
 * words): never a team code, an id or an answer.
 */
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import client from 'prom-client';
import { routeOf } from './route.js';

const { register } = client;

/**
 * A metric class whose construction takes the metric of that name already registered in this
 * process, if any: a module evaluated twice in one process (a test runner loads the app once
 * for its setup and again for its tests) then reuses its metrics instead of throwing. In
 * production the module is evaluated once.
 */
function reusing<C extends new (...args: any[]) => object>(metric: C): C {
  return new Proxy(metric, {
    construct: (target, args: [{ name: string }]) => register.getSingleMetric(args[0].name) ?? Reflect.construct(target, args),
  });
}
const Counter = reusing(client.Counter);
const Gauge = reusing(client.Gauge);
const Histogram = reusing(client.Histogram);

let enabled = false;
/** Commands under way in this process: the shutdown waits for them (whether metrics are on or not). */
let commandsInFlight = 0;

export const metricsEnabled = () => enabled;
export const inFlightCommands = () => commandsInFlight;

/** Seconds: from a millisecond to ten seconds (the database's statement timeout is five). */
const LATENCY = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A counter and a histogram of the same things with the same labels (requests and their time, say). */
function countedAndTimed<L extends string>(names: { count: string; time: string }, help: { count: string; time: string }, labelNames: readonly L[]) {
  return {
    count: new Counter({ name: names.count, help: help.count, labelNames }),
    time: new Histogram({ name: names.time, help: help.time, labelNames, buckets: LATENCY }),
  };
}
const http = countedAndTimed(
  { count: 'fit_http_requests_total', time: 'fit_http_request_duration_seconds' },
  { count: 'HTTP requests answered, by route pattern, method and outcome (ok, refused = 4xx, error = 5xx)', time: 'Time from a request to the end of its answer' },
  ['route', 'method', 'outcome'],
);
const graphql = countedAndTimed(
  { count: 'fit_graphql_operations_total', time: 'fit_graphql_operation_duration_seconds' },
  { count: 'GraphQL operations over HTTP, by operation name, type and outcome', time: 'Time of a GraphQL operation over HTTP' },
  ['operation', 'type', 'outcome'],
);
const sockets = new Gauge({
  name: 'fit_websockets_open',
  help: 'Upgraded connections open, by endpoint (graphql subscriptions, collab co-editing)',
  labelNames: ['endpoint'] as const,
});
const roomSources = new Set<() => { rooms: number; members: number }>();
new Gauge({
  name: 'fit_collab_rooms_open',
  help: 'Co-editing rooms (documents) open in the processes',
  collect() {
    this.set([...roomSources].reduce((n, s) => n + s().rooms, 0));
  },
});
new Gauge({
  name: 'fit_collab_members',
  help: 'Pages connected to the open co-editing rooms',
  collect() {
    this.set([...roomSources].reduce((n, s) => n + s().members, 0));
  },
});
/** A histogram of durations by outcome (ok, refused, error). */
const timedByOutcome = (name: string, help: string) => new Histogram({ name, help, labelNames: ['outcome'] as const, buckets: LATENCY });
const keystrokeStore = timedByOutcome('fit_collab_store_duration_seconds', 'Time to store one round of co-editing edits (one command)');
const relayRounds = new Counter({
  name: 'fit_collab_relayed_rounds_total',
  help: "Rounds of edits sent to the document's owner in another process, by whether it answered",
  labelNames: ['answer'] as const,
});
const commandDuration = timedByOutcome('fit_command_duration_seconds', 'Time to handle one command (decide, append, project, commit), retries included');
const commandRetries = new Counter({
  name: 'fit_command_retries_total',
  help: 'Commands decided again: stale cache (again-now) or a lost race / serialization failure (again)',
  labelNames: ['reason'] as const,
});
new Gauge({
  name: 'fit_commands_in_flight',
  help: 'Commands being handled now',
  collect() {
    this.set(commandsInFlight);
  },
});
const busDelay = new Histogram({
  name: 'fit_live_update_delay_seconds',
  help: 'Age of a committed event when this process hears it on the bus (live updates, other processes’ caches)',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});
const jobsFinished = new Counter({ name: 'fit_jobs_total', help: 'Background job runs, by job name and outcome', labelNames: ['name', 'outcome'] as const });
const jobDuration = new Histogram({
  name: 'fit_job_duration_seconds',
  help: 'Time of one background job run',
  labelNames: ['name', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
});

export type Outcome = 'ok' | 'refused' | 'error';
/** 2xx/3xx ok, 4xx refused (the caller's input or rights), 5xx error. */
export const outcomeOf = (status: number): Outcome => (status >= 500 ? 'error' : status >= 400 ? 'refused' : 'ok');
/** An error thrown by a command: a DomainError (a refusal) or anything else. */
const errorOutcome = (err: unknown): Outcome =>
  err && typeof err === 'object' && 'code' in err && (err as { name?: string }).name === 'DomainError' ? 'refused' : 'error';

/**
 * Turns metrics on for this process: the instruments above, the process's own (memory, CPU,
 * event-loop delay, GC) and, in a cluster worker, answers to the primary's scrapes.
 */
export function enableMetrics(labels: Record<string, string> = {}) {
  if (enabled) return;
  enabled = true;
  if (Object.keys(labels).length) register.setDefaultLabels(labels);
  if (!register.getSingleMetric('process_cpu_seconds_total')) client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  // A cluster worker answers the primary's scrapes (prom-client listens once an aggregator exists).
  if (cluster.isWorker) new client.AggregatorRegistry();
}

/** Express middleware: counts and times every request by route pattern and outcome. */
export function httpMetrics(req: Request, res: Response, next: NextFunction) {
  if (!enabled) return next();
  const started = performance.now();
  res.once('finish', () => {
    const route = routeOf(req);
    const outcome = outcomeOf(res.statusCode);
    // One pair of series per route, method and outcome, looked up by a plain string (prom-client
    // would hash the label object on every call).
    const key = `${route} ${req.method} ${outcome}`;
    let series = httpSeries.get(key);
    if (!series) httpSeries.set(key, (series = { count: http.count.labels(route, req.method, outcome), time: http.time.labels(route, req.method, outcome) }));
    series.count.inc();
    series.time.observe((performance.now() - started) / 1000);
  });
  next();
}
const httpSeries = new Map<string, { count: client.Counter.Internal; time: client.Histogram.Internal<string> }>();

/** Apollo plugin: each operation over HTTP by name and outcome (errors with a refusal code are `refused`). */
export const graphqlMetrics: ApolloServerPlugin = {
  async requestDidStart() {
    if (!enabled) return {};
    const started = performance.now();
    return {
      async willSendResponse({ response, operation, operationName }) {
        const body = response.body;
        const errors = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
        const internal = errors.some((e) => !e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR' || e.extensions.code === 'UNAVAILABLE');
        const outcome: Outcome = errors.length === 0 ? 'ok' : internal ? 'error' : 'refused';
        // Names come from the client: only a name the schema's operation carries, cut short.
        const labels = { operation: operation ? (operationName ?? '(anonymous)').slice(0, 64) : '(invalid)', type: operation?.operation ?? 'unknown', outcome };
        graphql.count.inc(labels);
        graphql.time.observe(labels, (performance.now() - started) / 1000);
      },
    };
  },
};

/** An upgraded socket (taken before the upgrade): counted until it closes. */
export function trackSocket(endpoint: 'graphql' | 'collab', socket: Duplex | Socket) {
  if (!enabled) return;
  sockets.inc({ endpoint });
  socket.once('close', () => sockets.dec({ endpoint }));
}

/** The co-editing server's open rooms, read at each scrape; returns the function that stops reading them. */
export function trackRooms(open: Map<string, { members: { size: number } }>): () => void {
  if (!enabled) return () => {};
  const source = () => {
    let n = 0;
    for (const room of open.values()) n += room.members.size;
    return { rooms: open.size, members: n };
  };
  roomSources.add(source);
  return () => roomSources.delete(source);
}

/** Times one round of co-editing edits being stored. */
export async function timeKeystrokeStore<T>(work: Promise<T>): Promise<T> {
  if (!enabled) return work;
  const started = performance.now();
  try {
    const result = await work;
    keystrokeStore.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
    return result;
  } catch (err) {
    keystrokeStore.observe({ outcome: errorOutcome(err) }, (performance.now() - started) / 1000);
    throw err;
  }
}

/** A round of edits relayed to the document's owner: answered, or stored here after no answer. */
export function relayRound(answered: boolean) {
  if (enabled) relayRounds.inc({ answer: answered ? 'answered' : 'unanswered' });
}

/** Times one command and keeps count of those under way (the shutdown waits for them). */
export async function timeCommand<T>(work: Promise<T>): Promise<T> {
  commandsInFlight++;
  const started = enabled ? performance.now() : 0;
  let outcome: Outcome = 'ok';
  try {
    return await work;
  } catch (err) {
    outcome = errorOutcome(err);
    throw err;
  } finally {
    commandsInFlight--;
    if (enabled) commandDuration.observe({ outcome }, (performance.now() - started) / 1000);
  }
}

/** A command decided again (see commands/handle.ts retryAfter). */
export function commandRetried(reason: string) {
  if (enabled && reason !== 'stop') commandRetries.inc({ reason });
}

/** A committed event heard on the bus: how long after its commit. */
export function heardEvent(createdAt: string | Date) {
  if (!enabled) return;
  const age = (Date.now() - new Date(createdAt).getTime()) / 1000;
  if (Number.isFinite(age)) busDelay.observe(Math.max(0, age));
}

/** Wraps a job handler: its runs counted and timed by outcome. */
export function jobFinished(name: string, outcome: 'completed' | 'failed', seconds: number) {
  if (!enabled) return;
  jobsFinished.inc({ name, outcome });
  jobDuration.observe({ name, outcome }, seconds);
}

/**
 * A gauge read at each scrape by an async function (a query on the shared database or Redis);
 * per label set. Every worker reads the same value: the cluster keeps the largest.
 */
export function sharedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<{ labels?: Partial<Record<L, string>>; value: number }[]>,
  aggregator: 'max' | 'min' | 'sum' = 'max',
) {
  if (register.getSingleMetric(name)) register.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    labelNames,
    aggregator,
    async collect() {
      try {
        const values = await read();
        this.reset();
        for (const v of values) {
          if (v.labels) this.set(v.labels as never, v.value);
          else this.set(v.value);
        }
      } catch {
        // A dependency that does not answer leaves the series out of this scrape (its own
        // gauge, fit_redis_up or the pool's, says why); the scrape itself still answers.
        this.reset();
      }
    },
  });
}

/** This process's metrics in Prometheus's text format. */
export const metricsText = () => register.metrics();
export const METRICS_CONTENT_TYPE = register.contentType;
