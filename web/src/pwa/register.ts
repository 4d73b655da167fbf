/**
 * The service worker (built by vite-plugin-pwa, see vite.config.ts) and the news it brings: that
 * a new deployment is waiting. Loaded after the page's load event, so the landing page's first
 * load carries none of it. Kept free of React and of any library: the landing page loads it too.
 */

export interface WorkerNews {
  /** A new build is installed and waits for the page to let it take over. */
  update: boolean;
}

/** How often an open page asks whether a new build was deployed (also on return and reconnect). */
const CHECK_EVERY_MS = 15 * 60 * 1000;

let news: WorkerNews = { update: false };
let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

function tell(next: Partial<WorkerNews>) {
  news = { ...news, ...next };
  listeners.forEach((l) => l());
}

export const workerNews = () => news;

/** Calls listener whenever the news changes; returns an unsubscribe. */
export function onWorkerNews(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Asks the server whether a new build was deployed (the browser also does on each navigation). */
export function checkForUpdate(): Promise<void> {
  return registration
    ? registration.update().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Lets the waiting build take over, then reloads the page into it. */
export function applyUpdate() {
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** A deployment replaced the files this page was built from: say so, as for a waiting worker. */
export function staleBuild() {
  tell({ update: true });
}

function watch(worker: ServiceWorker) {
  const settle = () => {
    if (worker.state !== 'installed') return;
    // With a worker already in charge, the new one is a new build (without, the first install).
    if (!navigator.serviceWorker.controller) return;
    waiting = worker;
    tell({ update: true });
  };
  settle();
  worker.addEventListener('statechange', settle);
}

export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    registration = (await navigator.serviceWorker.register('/sw.js', { scope: '/' })) ?? null;
  } catch {
    return;
  }
  // Some environments answer without a registration (a test browser that blocks workers).
  const reg = registration;
  if (!reg) return;
  if (reg.waiting && navigator.serviceWorker.controller) watch(reg.waiting);
  if (reg.installing) watch(reg.installing);
  reg.addEventListener('updatefound', () => reg.installing && watch(reg.installing));
  setInterval(() => void checkForUpdate(), CHECK_EVERY_MS);
  window.addEventListener('online', () => void checkForUpdate());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void checkForUpdate());
}
