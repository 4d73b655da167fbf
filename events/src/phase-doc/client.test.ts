import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { HEALTHY_AFTER_MS, PhaseDocClient, retryDelay, type SocketFactory } from './client.js';
import { MESSAGE_ACK, MESSAGE_ERROR, MESSAGE_SYNC, frame } from './protocol.js';
import { setFieldValue, readValues } from './doc.js';

/** A socket the test opens, feeds and closes by hand; every one made is kept. */
class FakeSocket {
  static made: FakeSocket[] = [];
  binaryType = '';
  readyState = 0;
  sent: Uint8Array[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  receive(message: Uint8Array) {
    const data = message.buffer.slice(message.byteOffset, message.byteOffset + message.byteLength);
    this.onmessage?.({ data });
  }
}

const last = () => FakeSocket.made.at(-1)!;

describe('PhaseDocClient reconnects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('waits between half and all of a doubling step, up to 5 s', () => {
    expect(retryDelay(0, () => 0)).toBe(125);
    expect(retryDelay(0, () => 1)).toBe(250);
    expect(retryDelay(3, () => 0.5)).toBe(1500);
    expect(retryDelay(10, () => 1)).toBe(5000);
    expect(retryDelay(10, () => 0)).toBe(2500);
  });

  it('keeps backing off when each connection is accepted and closed at once (the store is down)', () => {
    const client = new PhaseDocClient({ url: 'ws://x/collab/t/1', doc: new Y.Doc(), WebSocket: FakeSocket as unknown as SocketFactory });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      last().open();
      last().drop(4503);
      const before = FakeSocket.made.length;
      let waited = 0;
      while (FakeSocket.made.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    // The waits grow (with jitter, each step is at least half the doubled one): 6 attempts take seconds.
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(125 + 250 + 500 + 1000 + 2000);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(2500);
    client.destroy();
  });

  it('starts the backoff over once a connection stayed up', () => {
    const client = new PhaseDocClient({ url: 'ws://x/collab/t/1', doc: new Y.Doc(), WebSocket: FakeSocket as unknown as SocketFactory });
    for (let i = 0; i < 5; i++) {
      last().open();
      last().drop();
      vi.advanceTimersByTime(5000);
    }
    last().open();
    vi.advanceTimersByTime(HEALTHY_AFTER_MS);
    const before = FakeSocket.made.length;
    last().drop();
    vi.advanceTimersByTime(250);
    expect(FakeSocket.made.length).toBe(before + 1);
    client.destroy();
  });
});

describe('PhaseDocClient and a refused update', () => {
  beforeEach(() => {
    FakeSocket.made = [];
  });

  it('drops what the server deleted, names the field, counts the message answered, and clears the refusal once a later edit is saved', () => {
    const doc = new Y.Doc();
    const client = new PhaseDocClient({ url: 'ws://x/collab/t/1', doc, WebSocket: FakeSocket as unknown as SocketFactory });
    const socket = last();
    socket.open();
    // The server's step 1 (it has nothing): the page is synced and sends what it has (message 1).
    socket.receive(frame(MESSAGE_SYNC, (e) => syncStep1(e)));
    socket.receive(frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, 1)));
    const before = Y.encodeStateVector(doc);
    setFieldValue(doc, 'company_name', 'x'.repeat(30));
    expect(client.state).toBe('saving');
    // The server stores the paste as deleted, sends the deletion, then the refusal of message 2.
    const deleted = new Y.Doc();
    Y.applyUpdate(deleted, Y.encodeStateAsUpdate(doc));
    deleted.getText('field:company_name').delete(0, 30);
    socket.receive(frame(MESSAGE_SYNC, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(deleted, before)))));
    socket.receive(
      frame(MESSAGE_ERROR, (e) => {
        encoding.writeVarUint(e, 400);
        encoding.writeVarString(e, 'Company name must be at most 20 characters');
        encoding.writeVarUint(e, 2);
        encoding.writeVarString(e, 'company_name');
      }),
    );
    expect(readValues(doc)).toEqual({ company_name: '' });
    expect(client.refusal).toEqual({ field: 'company_name', message: 'Company name must be at most 20 characters' });
    expect(client.state).toBe('saved');
    setFieldValue(doc, 'company_name', 'Acme');
    socket.receive(frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, 3)));
    expect(client.refusal).toBeNull();
    expect(client.error).toBeNull();
    expect(client.state).toBe('saved');
    client.destroy();
  });
});

describe('PhaseDocClient.flushed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('waits for a page that is still connecting (Continue a moment after a reload), and resolves once its edits are stored', async () => {
    const doc = new Y.Doc();
    setFieldValue(doc, 'company_name', 'Comet Coffee'); // the copy kept in the browser
    const client = new PhaseDocClient({ url: 'ws://x/collab/t/1', doc, WebSocket: FakeSocket as unknown as SocketFactory });
    let outcome: string | null = null;
    client.flushed().then(
      () => (outcome = 'stored'),
      (e: Error) => (outcome = e.message),
    );
    await Promise.resolve();
    expect(outcome).toBeNull();
    const socket = last();
    socket.open();
    socket.receive(frame(MESSAGE_SYNC, (e) => syncStep1(e)));
    expect(client.state).toBe('saving');
    socket.receive(frame(MESSAGE_ACK, (e) => encoding.writeVarUint(e, 1)));
    await vi.waitFor(() => expect(outcome).toBe('stored'));
    client.destroy();
  });

  it('still refuses at once when the page has been disconnected, and after the timeout when the server never answers', async () => {
    const doc = new Y.Doc();
    setFieldValue(doc, 'company_name', 'Comet Coffee');
    const client = new PhaseDocClient({ url: 'ws://x/collab/t/1', doc, WebSocket: FakeSocket as unknown as SocketFactory });
    const late = client.flushed(1000).catch((e: Error) => e.message);
    vi.advanceTimersByTime(1000);
    expect(await late).toBe('timed out waiting for the save');
    client.disconnect();
    last().drop(1000);
    expect(await client.flushed().catch((e: Error) => e.message)).toBe('offline');
    client.destroy();
  });
});

function syncStep1(e: encoding.Encoder) {
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
}
