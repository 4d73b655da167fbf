import { describe, expect, it } from 'vitest';
import { createApolloClient, retryWait, sessionChanged } from './apollo.ts';

/**
 * The live socket's wait before it tries again. Its backoff is seconds long (at least 8.3 s at the
 * fourth retry), longer than this test may take: each case passes only if the wait ends at once.
 */
describe("the live socket's next attempt after a session change", () => {
  it('goes at once when the session changes while the socket waits to try again (the server closed it as the session ended)', async () => {
    createApolloClient();
    const waiting = retryWait(3);
    sessionChanged();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('goes at once when the session changed before the wait began', async () => {
    createApolloClient();
    sessionChanged();
    await expect(retryWait(3)).resolves.toBeUndefined();
  });
});
