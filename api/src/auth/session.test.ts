import { afterEach, describe, expect, it, vi } from 'vitest';
import session from 'express-session';
import { SESSION_TOUCH_INTERVAL_MS, throttleTouch } from './session.js';

class CountingStore extends session.MemoryStore {
  touches: string[] = [];
  override touch(sid: string, sess: session.SessionData, cb?: () => void) {
    this.touches.push(sid);
    super.touch(sid, sess, cb);
  }
}

describe('throttleTouch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes a session expiry back at most once per interval, and at once after the session was destroyed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inner = new CountingStore();
    const store = throttleTouch(inner);
    const sess = { cookie: new session.Cookie() } as session.SessionData;
    const call = (op: (cb: () => void) => void) => new Promise<void>((done) => op(done));
    await call((cb) => store.set('a', sess, cb));
    await call((cb) => store.touch!('a', sess, cb));
    expect(inner.touches).toEqual([]);
    vi.advanceTimersByTime(SESSION_TOUCH_INTERVAL_MS + 1);
    await call((cb) => store.touch!('a', sess, cb));
    await call((cb) => store.touch!('a', sess, cb));
    expect(inner.touches).toEqual(['a']);
    await call((cb) => store.destroy('a', cb));
    await call((cb) => store.touch!('a', sess, cb));
    await call((cb) => store.touch!('b', sess, cb));
    expect(inner.touches).toEqual(['a', 'a', 'b']);
  });
});
