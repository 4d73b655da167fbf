import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StoredEvent } from '../store/types.js';

/**
 * Carries committed events to every API process for live updates. With Redis, events go
 * through one Redis channel so that all instances behind a load balancer see every change;
 * without it, an in-process emitter serves the single instance.
 */
export interface EventBus {
  publish(events: readonly StoredEvent[]): Promise<void>;
  /** Calls listener for every event published by any process; returns an unsubscribe. */
  subscribe(listener: (event: StoredEvent) => void): () => void;
  /**
   * Ephemeral messages for the other processes (who is on a phase page): never stored,
   * best-effort, and not delivered back to this process, which serves its own clients itself.
   */
  signal(topic: string, payload: string): void;
  onSignal(listener: (topic: string, payload: string) => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(events) {
      for (const e of events) emitter.emit('event', e);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    // A single process has no one else to tell.
    signal() {},
    onSignal() {
      return () => {};
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(publisher: Redis, subscriber: Redis, channel: string): EventBus {
  const local = createLocalBus();
  const signals = new EventEmitter();
  signals.setMaxListeners(0);
  const signalChannel = `${channel}:signals`;
  const self = randomUUID();
  let ready: Promise<unknown> | null = null;
  const ensureSubscribed = () => (ready ??= subscriber.subscribe(channel, signalChannel));
  subscriber.on('message', (ch, message) => {
    if (ch === signalChannel) {
      try {
        const { o, t, p } = JSON.parse(message) as { o: string; t: string; p: string };
        if (o !== self) signals.emit('signal', t, p);
      } catch {
        /* ignored like a malformed event */
      }
      return;
    }
    if (ch !== channel) return;
    try {
      void local.publish([JSON.parse(message) as StoredEvent]);
    } catch {
      /* a malformed message on our channel is ignored */
    }
  });
  void ensureSubscribed();
  return {
    async publish(events) {
      // Redis down must never fail a write that has already committed: live updates are
      // best-effort and resume when Redis is back.
      await Promise.all(events.map((e) => publisher.publish(channel, JSON.stringify(e)).catch(() => 0)));
    },
    subscribe(listener) {
      void ensureSubscribed();
      return local.subscribe(listener);
    },
    signal(topic, payload) {
      publisher.publish(signalChannel, JSON.stringify({ o: self, t: topic, p: payload })).catch(() => 0);
    },
    onSignal(listener) {
      void ensureSubscribed();
      signals.on('signal', listener);
      return () => signals.off('signal', listener);
    },
    async close() {
      signals.removeAllListeners();
      await local.close();
    },
  };
}
