/**
 * Trace context without the SDK: what the app's code calls whether tracing is on or not. Only
 * @opentelemetry/api is loaded here (a few kilobytes, no-op until an SDK registers); while
 * tracing is off (no OTEL_EXPORTER_OTLP_ENDPOINT), each function returns at its first line.
 */
import { context, propagation, trace, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';

let on = false;
/** Set by tracing.ts once the SDK has started. */
export const tracingStarted = () => {
  on = true;
};
export const tracingOn = () => on;
/** Set once the SDK has shut down (or a test's provider is gone): the functions below return at once again. */
export const tracingStopped = () => {
  on = false;
};

const tracer = () => trace.getTracer('found-in-two');

/** The active span's ids, for log lines; null when tracing is off or nothing is traced here. */
export function activeTraceIds(): { traceId: string; spanId: string } | null {
  if (!on) return null;
  const span = trace.getActiveSpan();
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/**
 * The active trace context written into a plain object (W3C traceparent / tracestate), to send
 * with a message to another process; undefined when tracing is off.
 */
export function injectTrace(): Record<string, string> | undefined {
  if (!on) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : undefined;
}

/**
 * Runs `work` in a span named `name`, a child of the context a message carried (injectTrace on
 * the sending side) or of the active one; `work` alone when tracing is off.
 */
export function inSpan<T>(
  name: string,
  work: () => Promise<T>,
  opts: { carrier?: Record<string, string> | null; kind?: 'producer' | 'consumer' | 'internal' } = {},
): Promise<T> {
  if (!on) return work();
  const parent = opts.carrier ? propagation.extract(context.active(), opts.carrier) : context.active();
  const kind = opts.kind === 'producer' ? SpanKind.PRODUCER : opts.kind === 'consumer' ? SpanKind.CONSUMER : SpanKind.INTERNAL;
  return tracer().startActiveSpan(name, { kind }, parent, async (span: Span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name ?? 'error' });
      throw err;
    } finally {
      span.end();
    }
  });
}
