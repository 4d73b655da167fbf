/**
 * Traces (OpenTelemetry): started only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, before the app's modules load, so that the
 * instrumentations can wrap them: HTTP, Express, GraphQL, pg, ioredis (and BullMQ's own
 * telemetry, bull-queue.ts). Spans go over OTLP/HTTP to that endpoint; the standard OTEL_*
 * variables (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_*) apply. When it is not set,
 * nothing of the SDK is even loaded: the app's calls into trace-context.ts return at once.
 */
import { tracingStarted, tracingStopped } from './trace-context.js';

/** The packages the instrumentations wrap, as the app imports them. */
const INSTRUMENTED = ['http', 'https', 'express', 'graphql', 'pg', 'pg-pool', 'ioredis'];

/** Paths probed every few seconds: never traced. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

export const tracingConfigured = (env: NodeJS.ProcessEnv = process.env) => !!(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());

/**
 * Starts the SDK when configured; resolves to the function that flushes and stops it (null when
 * tracing is off). Call it before importing the app (serve.ts, services.ts).
 */
export async function startTracing(serviceName: string): Promise<(() => Promise<void>) | null> {
  if (!tracingConfigured()) return null;
  // Only traces: the app's metrics are Prometheus's (metrics.ts), its logs go to stdout.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  // ES modules are wrapped through a loader hook (import-in-the-middle), registered before any
  // instrumented package is imported: only those packages (wrapping every module, the app's own
  // among them, failed now and then to link one).
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: INSTRUMENTED } });
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { GraphQLInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]!) }),
      new ExpressInstrumentation(),
      // One span per operation and per resolver that does work, not per trivial field.
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      // Statement text only (parameters never leave the process: they carry answers and secrets).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  tracingStarted();
  return async () => {
    tracingStopped();
    await sdk.shutdown();
  };
}

/** BullMQ's telemetry for its queues and workers, when tracing is on. */
export async function bullTelemetry() {
  const { BullMQOtel } = await import('bullmq-otel');
  return new BullMQOtel({ tracerName: 'found-in-two-jobs' });
}
