import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { context, propagation, trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { activeTraceIds, injectTrace, inSpan, tracingStarted, tracingStopped } from './trace-context.js';

/*
 * The trace context a message carries between processes (owners.ts relays edits over Redis):
 * inject into a plain object on one side, extract on the other, one trace. An in-memory exporter
 * receives the spans.
 */
describe('trace context over a message', () => {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });

  beforeAll(() => {
    provider.register();
    tracingStarted();
  });
  afterAll(async () => {
    tracingStopped();
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it('is off until started: nothing injected, the work runs as it is', async () => {
    tracingStopped();
    expect(injectTrace()).toBeUndefined();
    expect(await inSpan('off', async () => activeTraceIds())).toBeNull();
    expect(exporter.getFinishedSpans()).toEqual([]);
    tracingStarted();
  });

  it('a span on the receiving side continues the sender’s trace through a plain carrier object', async () => {
    let carrier: Record<string, string> | undefined;
    const sent = await inSpan(
      'relay edits',
      async () => {
        carrier = injectTrace();
        return activeTraceIds();
      },
      { kind: 'producer' },
    );
    // What crosses the process boundary: JSON text.
    const received = JSON.parse(JSON.stringify({ trace: carrier })) as { trace: Record<string, string> };
    expect(received.trace.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    const stored = await inSpan('store relayed edits', async () => activeTraceIds(), { carrier: received.trace, kind: 'consumer' });
    const spans = exporter.getFinishedSpans();
    const relay = spans.find((s) => s.name === 'relay edits')!;
    const store = spans.find((s) => s.name === 'store relayed edits')!;
    expect(stored!.traceId).toBe(sent!.traceId);
    expect(store.spanContext().traceId).toBe(relay.spanContext().traceId);
    expect(store.parentSpanContext?.spanId).toBe(relay.spanContext().spanId);
  });

  it('marks a span whose work failed', async () => {
    await expect(inSpan('failing', async () => Promise.reject(new TypeError('no')))).rejects.toThrow('no');
    expect(exporter.getFinishedSpans().find((s) => s.name === 'failing')!.status.code).toBe(2);
  });
});
