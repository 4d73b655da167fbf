/**
 * What this device keeps of the team for use without a network (docs/PRODUCT.md#offline), and
 * how the page behaves without one:
 *
 * - Every GraphQL read's last answer is kept in the Cache Storage (`fit-data`), keyed by the
 *   request and the page's language. Reads go to the network first; only when it cannot be
 *   reached is the kept answer used, so an online page never shows old data.
 * - So is a copy of Apollo's cache (what the page knows without asking, such as the team a
 *   mutation answered with): a page opened offline starts from it, and reads everything again
 *   once the network is back (lib/apollo.ts).
 * - Writes (a vote, the next phase, a website, joining a team) are refused before anything is
 *   sent while the browser is offline, with a message that says so; they are not queued, so a
 *   write is never sent twice or long after the person stopped expecting it.
 * - The phase documents are kept in IndexedDB (usePhaseDoc), one database per team and phase.
 *
 * Signing out or leaving the team clears all of it (clearDeviceCopy).
 */
import { useSyncExternalStore } from 'react';
import { defineMessages } from 'react-intl';
import { currentIntl, currentLocale } from '../i18n/I18nProvider.tsx';

export const DATA_CACHE = 'fit-data';
/** The IndexedDB databases of phase documents: `fit-phase-{teamId}-{phase}`. */
export const DOC_DB_PREFIX = 'fit-phase-';
/** What the device keeps of a phase document's state beside it (changes waiting, last saved). */
export const DOC_STATE_PREFIX = 'fit-doc-state:';
/** The names of the phase-document databases opened here (for browsers without indexedDB.databases()). */
const DOC_DBS_KEY = 'fit-phase-dbs';

const m = defineMessages({
  offline: {
    id: 'offline.refused',
    defaultMessage: 'You are offline, and this needs the network: nothing was sent. Try again when you are back online.',
  },
  unreachable: {
    id: 'offline.unreachable',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
});

/** A write refused on this device for want of a network (its message is in the page's language). */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

/** Off from a sign-out until the next session starts: nothing more of the old one is kept. */
let keeping = true;

/** A new session started (a team created or joined, a login): its answers may be kept again. */
export function resumeKeeping() {
  keeping = true;
}

const SNAPSHOT_PATH = '/offline-data/apollo-cache';

/** Keeps a copy of Apollo's cache for a page opened offline. */
export async function saveSnapshot(data: unknown): Promise<void> {
  if (!keeping || !hasCaches()) return;
  const body = JSON.stringify(data);
  const cache = await caches.open(DATA_CACHE);
  if (keeping) await cache.put(new Request(`${window.location.origin}${SNAPSHOT_PATH}`), new Response(body, { headers: { 'content-type': 'application/json' } }));
}

/** The copy of Apollo's cache kept by saveSnapshot, or null. */
export async function readSnapshot<T>(): Promise<T | null> {
  if (!hasCaches()) return null;
  try {
    const kept = await (await caches.open(DATA_CACHE)).match(`${window.location.origin}${SNAPSHOT_PATH}`);
    return kept ? ((await kept.json()) as T) : null;
  } catch {
    return null;
  }
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network (it knows first when the network goes). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true);

const hasCaches = () => typeof caches !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle);

async function cacheKey(body: string): Promise<Request> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${currentLocale()}\n${body}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`${window.location.origin}/offline-data/${hex}`);
}

const isMutation = (body: string) => {
  try {
    const { query } = JSON.parse(body) as { query?: string };
    return typeof query === 'string' && /^\s*mutation\b/.test(query.replace(/^\s*(#[^\n]*\n\s*)*/, ''));
  } catch {
    return false;
  }
};

/**
 * The Apollo HTTP link's fetch: writes are refused while offline (OfflineError); reads keep
 * their last answer on the device and fall back to it when the network cannot be reached.
 */
export async function offlineFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = typeof init?.body === 'string' ? init.body : null;
  if (body === null) return fetch(input, init);
  if (isMutation(body)) {
    if (!isOnline()) throw new OfflineError(currentIntl().formatMessage(m.offline));
    try {
      return await fetch(input, init);
    } catch (error) {
      throw new OfflineError(currentIntl().formatMessage(isOnline() ? m.unreachable : m.offline), { cause: error });
    }
  }
  if (!hasCaches()) return fetch(input, init);
  const key = cacheKey(body);
  try {
    const res = await fetch(input, init);
    if (res.ok && keeping) {
      const copy = res.clone();
      void key.then(async (k) => keeping && (await caches.open(DATA_CACHE)).put(k, copy)).catch(() => undefined);
    }
    return res;
  } catch (error) {
    const kept = await key.then(async (k) => (await caches.open(DATA_CACHE)).match(k)).catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}

/** Notes a phase document's database, so clearDeviceCopy finds it where indexedDB.databases() is missing. */
export function rememberDocDatabase(name: string) {
  try {
    const names = new Set(JSON.parse(localStorage.getItem(DOC_DBS_KEY) ?? '[]') as string[]);
    if (names.has(name)) return;
    names.add(name);
    localStorage.setItem(DOC_DBS_KEY, JSON.stringify([...names]));
  } catch {
    /* storage unavailable: indexedDB.databases() still finds it */
  }
}

const deleteDatabase = (name: string) =>
  new Promise<void>((ok) => {
    const req = indexedDB.deleteDatabase(name);
    // An open page's connection delays this until that page lets go of the document.
    req.onsuccess = req.onerror = () => ok();
  });

/**
 * Removes what this device keeps of the team: the phase documents in IndexedDB, their waiting
 * counts, and the kept answers of the API. Resolves when all of it is gone.
 */
export async function clearDeviceCopy(): Promise<void> {
  keeping = false;
  const names = new Set<string>();
  try {
    for (const n of JSON.parse(localStorage.getItem(DOC_DBS_KEY) ?? '[]') as string[]) names.add(n);
  } catch {
    /* storage unavailable */
  }
  // The documents first: their deletion waits for the page that has one open to close it, so
  // nothing that page still writes outlives what is removed after.
  if (typeof indexedDB !== 'undefined') {
    if (typeof indexedDB.databases === 'function') {
      for (const db of await indexedDB.databases().catch(() => [])) if (db.name?.startsWith(DOC_DB_PREFIX)) names.add(db.name);
    }
    await Promise.all([...names].map(deleteDatabase));
  }
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(DOC_STATE_PREFIX)) localStorage.removeItem(key);
    }
    localStorage.removeItem(DOC_DBS_KEY);
  } catch {
    /* storage unavailable */
  }
  if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE).catch(() => false);
}
