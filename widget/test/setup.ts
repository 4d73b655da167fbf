import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApp, server } from './server.js';

// Any request the handlers do not know fails the test: the widget talks to nothing else.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApp();
  document.body.replaceChildren();
});
afterAll(() => server.close());
