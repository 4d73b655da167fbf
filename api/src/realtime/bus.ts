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
   * One that must arrive (an answer someone waits for, a key destroyed, a session ended) and
   * could not be sent counts as a gap (below), so nobody waits for it in vain and nobody keeps
   * what it said was gone. One that may be lost (presence, a keystroke shown early, whose stored
   * event follows) is just lost: after a Redis restart every such signal fails, and counting each
   * as a gap made every room read its document again a second time.
   */
  signal(topic: string, payload: string, options?: { mustArrive?: boolean }): void;
  onSignal(listener: (topic: string, payload: string) => void): () => void;
  /**
   * Calls listener when this process may have missed events: its subscription to the bus was
   * cut and is back, or some process could not publish a committed event. Whoever keeps a copy
   * of stored state (a co-editing room, a live subscription, a cache) reads it again from
   * PostgreSQL. Never called by the in-process bus, which cannot lose a message.
   */
  onGap(listener: () => void): () => void;
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
    onGap() {
      return () => {};
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** What a process that could not publish sends once Redis takes messages again. */
const GAP_NOTICE = '{"gap":true}';
/** How often a process that could not publish tries to tell the others. */
export const GAP_RETRY_MS = 250;

export function createRedisBus(publisher: Redis, subscriber: Redis, channel: string): EventBus {
  const local = createLocalBus();
  const signals = new EventEmitter();
  signals.setMaxListeners(0);
  const gaps = new EventEmitter();
  gaps.setMaxListeners(0);
  const signalChannel = `${channel}:signals`;
  const self = randomUUID();
  let ready: Promise<unknown> | null = null;
  let closed = false;
  const ensureSubscribed = () => (ready ??= subscriber.subscribe(channel, signalChannel).catch(() => (ready = null)));

  // A subscriber connection that was cut (Redis restarted, CLIENT KILL, a network drop) comes
  // back subscribed, but whatever was published meanwhile is gone: Pub/Sub keeps nothing. Once
  // it is subscribed again (the reply to SUBSCRIBE proves it), everyone reads what they hold anew.
  let connections = 0;
  subscriber.on('ready', () => {
    if (connections++ === 0 || closed) return;
    void subscriber.subscribe(channel, signalChannel).then(
      () => gaps.emit('gap'),
      () => {},
    );
  });

  // A committed event this process could not publish: the others never hear of it. Tell them
  // (and this process, which hears the bus like any other) as soon as Redis takes a message.
  let telling: ReturnType<typeof setTimeout> | null = null;
  const tellGap = () => {
    if (telling || closed) return;
    telling = setTimeout(() => {
      telling = null;
      publisher.publish(channel, GAP_NOTICE).catch(tellGap);
    }, GAP_RETRY_MS);
  };

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
    if (message === GAP_NOTICE) {
      gaps.emit('gap');
      return;
    }
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
      await Promise.all(
        events.map((e) =>
          publisher.publish(channel, JSON.stringify(e)).catch(() => {
            tellGap();
            return 0;
          }),
        ),
      );
    },
    subscribe(listener) {
      void ensureSubscribed();
      return local.subscribe(listener);
    },
    signal(topic, payload, { mustArrive = false } = {}) {
      publisher.publish(signalChannel, JSON.stringify({ o: self, t: topic, p: payload })).catch(() => {
        if (mustArrive) tellGap();
        return 0;
      });
    },
    onSignal(listener) {
      void ensureSubscribed();
      signals.on('signal', listener);
      return () => signals.off('signal', listener);
    },
    onGap(listener) {
      void ensureSubscribed();
      gaps.on('gap', listener);
      return () => gaps.off('gap', listener);
    },
    async close() {
      closed = true;
      if (telling) clearTimeout(telling);
      gaps.removeAllListeners();
      signals.removeAllListeners();
      await local.close();
    },
  };
}
