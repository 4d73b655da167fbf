import { EventEmitter } from 'node:events';
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(publisher: Redis, subscriber: Redis, channel: string): EventBus {
  const local = createLocalBus();
  let ready: Promise<unknown> | null = null;
  const ensureSubscribed = () => (ready ??= subscriber.subscribe(channel));
  subscriber.on('message', (ch, message) => {
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
    async close() {
      await local.close();
    },
  };
}
