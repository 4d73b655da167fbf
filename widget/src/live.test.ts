import { beforeEach, describe, expect, it, vi } from 'vitest';

// graphql-ws itself is not under test: record what the widget asks of it.
const created: { options: Record<string, any>; subscribe: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; stops: ReturnType<typeof vi.fn>[] }[] = [];
vi.mock('graphql-ws', () => ({
  createClient: (options: Record<string, any>) => {
    const entry = { options, stops: [] as ReturnType<typeof vi.fn>[], subscribe: vi.fn(), dispose: vi.fn(async () => {}) };
    entry.subscribe.mockImplementation(() => {
      const stop = vi.fn();
      entry.stops.push(stop);
      return stop;
    });
    created.push(entry);
    return { subscribe: entry.subscribe, dispose: entry.dispose };
  },
}));

const { graphqlWsSubscribe, retryDelay, wsUrl, RETRY_MAX_MS } = await import('./live.js');

beforeEach(() => {
  created.length = 0;
});

describe('live', () => {
  it('turns the app URL into the graphql-ws URL', () => {
    expect(wsUrl('https://app.example')).toBe('wss://app.example/graphql');
    expect(wsUrl('http://127.0.0.1:3000/fit')).toBe('ws://127.0.0.1:3000/fit/graphql');
  });

  it('backs off exponentially, with jitter, up to a cap', () => {
    const mid = () => 1; // no jitter: the upper bound
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(30, mid)).toBe(RETRY_MAX_MS);
    expect(retryDelay(2, () => 0)).toBe(2000);
  });

  it('shares one lazy, retrying socket per app and closes it with the last subscription', () => {
    const sinkA = { next: vi.fn(), resync: vi.fn() };
    const sinkB = { next: vi.fn(), resync: vi.fn() };
    const stopA = graphqlWsSubscribe('https://app.example')('spring', sinkA);
    const stopB = graphqlWsSubscribe('https://app.example')('autumn', sinkB);
    expect(created).toHaveLength(1);
    const [client] = created;
    expect(client!.options).toMatchObject({ url: 'wss://app.example/graphql', lazy: true, retryAttempts: 20 });
    expect(client!.options.shouldRetry()).toBe(true);
    expect(client!.subscribe.mock.calls.map((c) => c[0].variables)).toEqual([{ tag: 'spring' }, { tag: 'autumn' }]);
    expect(client!.subscribe.mock.calls[0]![0].query).toMatch(/subscription \w+\(\$tag: String!\) \{\s*cohortChanged\(tag: \$tag\)/);

    // events reach the sink; a (re)connect asks every widget to look again
    client!.subscribe.mock.calls[0]![1].next({ data: { cohortChanged: { tag: 'spring', name: 'S', votingOpen: false, resultsVisible: true } } });
    expect(sinkA.next).toHaveBeenCalledWith({ tag: 'spring', name: 'S', votingOpen: false, resultsVisible: true });
    client!.options.on.connected({}, undefined, true);
    expect(sinkA.resync).toHaveBeenCalledOnce();
    expect(sinkB.resync).toHaveBeenCalledOnce();

    stopA();
    stopA();
    expect(client!.stops[0]).toHaveBeenCalledOnce();
    expect(client!.dispose).not.toHaveBeenCalled();
    stopB();
    expect(client!.dispose).toHaveBeenCalledOnce();

    // a later widget gets a fresh client
    graphqlWsSubscribe('https://app.example')('spring', sinkA)();
    expect(created).toHaveLength(2);
  });

  it('waits between retries', async () => {
    vi.useFakeTimers();
    graphqlWsSubscribe('https://b.example')('x', { next() {}, resync() {} });
    let done = false;
    void created[0]!.options.retryWait(3).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(4001);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
