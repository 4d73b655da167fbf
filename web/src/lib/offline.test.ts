import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError, offlineFetch } from './offline.ts';
import { graphqlErrorMessage } from './errors.ts';

const vote = JSON.stringify({ operationName: 'CastBallot', query: 'mutation CastBallot($t: String!) { castBallot(cohortTag: $t) { receipt } }', variables: { t: 'x' } });
const read = JSON.stringify({ operationName: 'Team', query: 'query Team { team(code: "AB12") { id } }', variables: {} });
const post = (body: string) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('offlineFetch (docs/PRODUCT.md#offline)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a write while the browser is offline, before anything is sent, saying so', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await offlineFetch('/graphql', post(vote)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(graphqlErrorMessage(error)).toBe('You are offline, and this needs the network: nothing was sent. Try again when you are back online.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a write once online; a request that fails says the server could not be reached, and is not sent again', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const error = await offlineFetch('/graphql', post(vote)).catch((e: unknown) => e);
    expect(graphqlErrorMessage(error)).toBe('The server could not be reached. Check your connection and try again.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes reads to the network, and their failure through where nothing is kept', async () => {
    const answer = new Response('{"data":{"team":null}}', { status: 200 });
    const fetch = vi.fn().mockResolvedValueOnce(answer).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    expect(await offlineFetch('/graphql', post(read))).toBe(answer);
    await expect(offlineFetch('/graphql', post(read))).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
