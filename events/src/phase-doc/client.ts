/**
 * The page side of live co-editing: keeps a Y.Doc and its awareness in step with the api over
 * one WebSocket (see protocol.ts), reconnecting with backoff. Used by the web app, the tests
 * and the benchmark alike; the WebSocket class is passed in (the browser's, or `ws` in Node).
 *
 * It never loses an edit: changes made while disconnected stay in the document and are sent in
 * the sync exchange that opens every connection; "saved" means the server acknowledged every
 * update-carrying message of the current connection.
 */
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { CLOSE_FORBIDDEN, CLOSE_NOT_FOUND, CLOSE_UNAUTHENTICATED, MESSAGE_ACK, MESSAGE_AWARENESS, MESSAGE_ERROR, MESSAGE_SYNC, frame } from './protocol.js';

export type SaveState = 'saved' | 'saving' | 'offline';

/** An update the server refused: why, and the field it touched (null when it cannot tell). */
export interface Refusal {
  field: string | null;
  message: string;
}

/** First and longest wait before reconnecting (each attempt doubles it, with jitter). */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
/** How long a connection must stay open before the backoff starts over. */
export const HEALTHY_AFTER_MS = 5000;

/** The wait before reconnect attempt `attempt` (0, 1, …): between half and all of the doubled step. */
export function retryDelay(attempt: number, random = Math.random): number {
  const step = Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS);
  return Math.round(step / 2 + (random() * step) / 2);
}

interface SocketLike {
  binaryType: string;
  readyState: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface PhaseDocClientOptions {
  url: string;
  doc: Y.Doc;
  awareness?: awarenessProtocol.Awareness;
  WebSocket: SocketFactory;
  /** Start connecting at once (default true). */
  connect?: boolean;
}

export class PhaseDocClient {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  /** The last update the server refused, as it explained it (or why the page cannot connect). */
  error: string | null = null;
  /** Why the server would not take the page in (a close code: team not found, no access), or null. */
  closedWith: number | null = null;
  /** The last refused update, until a later one of this page is saved. */
  refusal: Refusal | null = null;
  private refusedSeq = 0;
  private healthy: ReturnType<typeof setTimeout> | null = null;
  private socket: SocketLike | null = null;
  private connected = false;
  private synced = false;
  private sent = 0;
  private acked = 0;
  /** Edits made while no connection was open (sent by the next sync). */
  private unsent = false;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private listeners = new Set<() => void>();
  private ackWaiters: Array<() => void> = [];

  constructor(private readonly opts: PhaseDocClientOptions) {
    this.doc = opts.doc;
    this.awareness = opts.awareness ?? new awarenessProtocol.Awareness(opts.doc);
    this.doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    if (opts.connect !== false) this.connect();
  }

  get state(): SaveState {
    if (!this.connected) return 'offline';
    return this.synced && this.acked >= this.sent && !this.unsent ? 'saved' : 'saving';
  }

  /** Not connected, but on the way: a socket opening or an attempt due, in a browser that is online. */
  private get reconnecting(): boolean {
    if (this.stopped || this.closedWith !== null) return false;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
    return this.socket !== null || this.retry !== null;
  }

  /** Whether the first exchange with the server is done (the document holds what is stored). */
  get isSynced() {
    return this.synced;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once every edit so far is stored; rejects after timeoutMs, at once when the page
   * cannot reach the server (the browser is offline, the connection was left or refused). A page
   * still connecting — just opened from the copy kept in the browser, or between two attempts —
   * is waited for: a Continue pressed a moment after a reload is not "offline".
   */
  flushed(timeoutMs = 5000): Promise<void> {
    if (this.state === 'saved') return Promise.resolve();
    if (!this.connected && !this.reconnecting) return Promise.reject(new Error('offline'));
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('timed out waiting for the save')), timeoutMs);
      this.ackWaiters.push(() => {
        clearTimeout(timer);
        ok();
      });
    });
  }

  connect() {
    this.closedWith = null;
    this.stopped = false;
    if (this.socket) return;
    const ws = new this.opts.WebSocket(this.opts.url);
    ws.binaryType = 'arraybuffer';
    this.socket = ws;
    ws.onopen = () => {
      this.connected = true;
      this.healthy = setTimeout(() => {
        this.healthy = null;
        this.attempts = 0;
      }, HEALTHY_AFTER_MS);
      this.synced = false;
      this.refusedSeq = 0;
      this.sent = 0;
      this.acked = 0;
      ws.send(frame(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, this.doc)));
      if (this.awareness.getLocalState() !== null) {
        const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]);
        ws.send(frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update)));
      }
      this.emit();
    };
    ws.onmessage = (ev) => this.onMessage(new Uint8Array(ev.data as ArrayBuffer));
    ws.onerror = () => {};
    ws.onclose = (ev) => {
      this.socket = null;
      if (this.healthy) clearTimeout(this.healthy);
      this.healthy = null;
      const wasConnected = this.connected;
      this.connected = false;
      this.synced = false;
      if (wasConnected && this.sent > this.acked) this.unsent = true;
      // Others' presence is unknown while disconnected.
      const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID);
      awarenessProtocol.removeAwarenessStates(this.awareness, others, this);
      this.emit();
      if (this.stopped || ev.code === CLOSE_NOT_FOUND) {
        if (ev.code === CLOSE_NOT_FOUND) {
          this.error = ev.reason || 'Team not found';
          this.closedWith = ev.code;
        }
        return;
      }
      // Refused for want of the team's session: retrying cannot help until the page joins again.
      if (ev.code === CLOSE_UNAUTHENTICATED || ev.code === CLOSE_FORBIDDEN) {
        this.error = ev.reason || 'This page has no access to the team';
        this.closedWith = ev.code;
        this.emit();
        return;
      }
      const delay = retryDelay(this.attempts++);
      this.retry = setTimeout(() => {
        this.retry = null;
        this.connect();
      }, delay);
    };
  }

  /** Closes the connection for good (the page is left); the document stays usable. */
  destroy() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.healthy) clearTimeout(this.healthy);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.listeners.clear();
  }

  /** Drops the connection as a network failure would (tests and the offline switch use it). */
  disconnect() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close(1000, 'offline');
  }

  private emit() {
    if (this.state === 'saved') for (const w of this.ackWaiters.splice(0)) w();
    for (const l of this.listeners) l();
  }

  private send(message: Uint8Array, carriesUpdate: boolean) {
    if (!this.socket || !this.connected) return false;
    this.socket.send(message);
    if (carriesUpdate) this.sent++;
    return true;
  }

  private onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this) return;
    if (
      !this.synced ||
      !this.send(
        frame(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, update)),
        true,
      )
    )
      this.unsent = true;
    this.emit();
  };

  private onAwarenessUpdate = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin !== 'local') return;
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...added, ...updated, ...removed]);
    this.send(
      frame(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update)),
      false,
    );
  };

  private onMessage(data: Uint8Array) {
    const d = decoding.createDecoder(data);
    const type = decoding.readVarUint(d);
    switch (type) {
      case MESSAGE_SYNC: {
        const step = decoding.readVarUint(d);
        if (step === syncProtocol.messageYjsSyncStep1) {
          // The server asks for what it lacks: everything made here it has not stored.
          const stateVector = decoding.readVarUint8Array(d);
          const missing = Y.encodeStateAsUpdate(this.doc, stateVector);
          this.send(
            frame(MESSAGE_SYNC, (e) => {
              encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
              encoding.writeVarUint8Array(e, missing);
            }),
            true,
          );
          this.unsent = false;
          this.synced = true;
        } else {
          Y.applyUpdate(this.doc, decoding.readVarUint8Array(d), this);
        }
        break;
      }
      case MESSAGE_AWARENESS:
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(d), this);
        break;
      case MESSAGE_ACK: {
        const seq = decoding.readVarUint(d);
        this.acked = Math.max(this.acked, seq);
        // A later edit of this page is saved: the refusal is behind it.
        if (this.refusal && seq > this.refusedSeq) {
          this.refusal = null;
          this.error = null;
        }
        break;
      }
      case MESSAGE_ERROR: {
        decoding.readVarUint(d);
        const message = decoding.readVarString(d);
        this.error = message;
        if (decoding.hasContent(d)) {
          // The refused message is answered (not saved): what it inserted was deleted before this.
          const seq = decoding.readVarUint(d);
          const field = decoding.readVarString(d);
          this.acked = Math.max(this.acked, seq);
          this.refusedSeq = seq;
          this.refusal = { field: field || null, message };
        }
        break;
      }
    }
    this.emit();
  }
}
