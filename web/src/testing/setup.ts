import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server.ts';
import { resetApolloClient } from '../lib/apollo.ts';
import { dismissToast } from '../lib/toast.ts';

// findBy*/waitFor wait on a condition; a page's first render also loads its lazy route chunks
// (a cold transform on a busy machine passed the 1 s default, and the first test of a file passed
// 5 s on two cores shared with other work), so allow 10 s before failing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Radix's popper and menus measure with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.HTMLElement.prototype.showPopover ??= function showPopover() {};

// Every request must be answered by a handler: the app talks to nothing else.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetApolloClient();
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
