import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { currentLocale } from '../../../i18n/I18nProvider.tsx';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { IndexeddbPersistence } from 'y-indexeddb';
import { CLOSE_NOT_FOUND, collabPath } from '@fit/events/phase-doc/protocol';
import { useIntl } from 'react-intl';
import { readValues } from '@fit/events/phase-doc/doc';
import type { PhaseData } from '@fit/events/team/events';
import { PhaseDocClient, type Refusal, type SaveState, type SocketFactory } from '@fit/events/phase-doc/client';
import { currentMember, type Member } from '../../../lib/member.ts';
import { onSessionChange } from '../../../lib/apollo.ts';
import { DOC_DB_PREFIX, DOC_STATE_PREFIX, rememberDocDatabase } from '../../../lib/offline.ts';

export interface Teammate extends Member {
  clientId: number;
  field: string | null;
}

const NOTHING_WAITING: Waiting = { pending: 0, savedAt: null };

/** How long the page waits for the server's answers before showing the copy kept in this browser. */
const LOCAL_COPY_AFTER_MS = 2500;

/** What the page tells about edits the server has not acknowledged yet. */
export interface Waiting {
  /** Edits made on this device, kept in its IndexedDB, that the server has not acknowledged. */
  pending: number;
  /** When the server last acknowledged every edit (ms since the epoch), or null. */
  savedAt: number | null;
}

interface PhaseDocSession {
  doc: Y.Doc;
  awareness: Awareness;
  client: PhaseDocClient;
  /** Resolves when the copy kept in this browser (edits made offline) is loaded. */
  local: Promise<void>;
  waiting: () => Waiting;
  onWaiting: (listener: () => void) => () => void;
  destroy: () => void;
}

function readWaiting(key: string): Waiting {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Waiting> | null;
    return { pending: Number(raw?.pending) || 0, savedAt: typeof raw?.savedAt === 'number' ? raw.savedAt : null };
  } catch {
    return { pending: 0, savedAt: null };
  }
}

function writeWaiting(key: string, waiting: Waiting) {
  try {
    localStorage.setItem(key, JSON.stringify(waiting));
  } catch {
    /* storage unavailable: the count lives as long as the page */
  }
}

function openSession(teamId: string, phase: number): PhaseDocSession {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState({ user: currentMember(), field: null });
  // Edits survive a reload, a closed tab and a restarted browser: the document is kept in IndexedDB too.
  const name = `${DOC_DB_PREFIX}${teamId}-${phase}`;
  const persistence = typeof indexedDB === 'undefined' ? null : new IndexeddbPersistence(name, doc);
  if (persistence) rememberDocDatabase(name);
  const local = persistence
    ? persistence.whenSynced.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  // ?lang=: a refused edit's message comes back in the page's language.
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${collabPath(teamId, phase)}?lang=${currentLocale()}`;
  const client = new PhaseDocClient({ url, doc, awareness, WebSocket: WebSocket as unknown as SocketFactory, connect: false });
  // Connect after the local copy is in, so offline edits are part of the first exchange.
  void local.then(() => client.connect());
  // The browser knows first when the network goes: stop waiting on a dead socket, and come
  // back at once when it returns rather than at the next backoff step.
  const offline = () => client.disconnect();
  const online = () => client.connect();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  // How many of this device's edits wait for the server, kept beside the document so a reload
  // says it too. An edit counts once IndexedDB holds it (a read of the store queued after the
  // edit's write completes after it), and every count ends when the server acknowledges all
  // edits ('saved'); a count still on its way then belongs to an edit that is saved already.
  const stateKey = `${DOC_STATE_PREFIX}${name}`;
  let waiting = readWaiting(stateKey);
  let savedEpoch = 0;
  const waitingListeners = new Set<() => void>();
  const setWaiting = (next: Waiting) => {
    waiting = next;
    writeWaiting(stateKey, next);
    waitingListeners.forEach((l) => l());
  };
  const onLocalEdit = (_update: Uint8Array, origin: unknown) => {
    if (origin === client || (persistence && origin === persistence)) return;
    const epoch = savedEpoch;
    const count = () => {
      if (epoch === savedEpoch) setWaiting({ ...waiting, pending: waiting.pending + 1 });
    };
    const db = persistence?.db;
    if (!db) return count();
    try {
      const tx = db.transaction(['updates'], 'readonly');
      tx.oncomplete = count;
      tx.onabort = count;
    } catch {
      count();
    }
  };
  doc.on('update', onLocalEdit);
  let wasSaved = client.state === 'saved';
  const offClient = client.onChange(() => {
    const saved = client.state === 'saved';
    if (saved && !wasSaved) {
      savedEpoch += 1;
      setWaiting({ pending: 0, savedAt: Date.now() });
    }
    wasSaved = saved;
  });
  return {
    doc,
    awareness,
    client,
    local,
    waiting: () => waiting,
    onWaiting: (listener) => {
      waitingListeners.add(listener);
      return () => void waitingListeners.delete(listener);
    },
    destroy() {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      offClient();
      doc.off('update', onLocalEdit);
      waitingListeners.clear();
      client.destroy();
      awareness.destroy();
      void persistence?.destroy();
      doc.destroy();
    },
  };
}

/**
 * A team's live phase document: its answers, the save state and the teammates on the page.
 * Null teamId: no document (the form keeps a local draft instead). `rejoin` joins the team
 * again when the server closed the document for want of the team's session (the session logged
 * out or was lost); it resolves whether that worked, and the document then reconnects.
 */
export function usePhaseDoc(teamId: string | null, phase: number, rejoin?: () => Promise<boolean>) {
  const [session, setSession] = useState<PhaseDocSession | null>(null);
  useEffect(() => {
    if (!teamId) return;
    const s = openSession(teamId, phase);
    setSession(s);
    return () => {
      setSession(null);
      s.destroy();
    };
  }, [teamId, phase]);

  // Closed for good (4401 / 4403 / 4404, with the reason as `error`): what was typed stays in the
  // document and in this browser; join the team once more and, if that works, carry on saving.
  const rejoinRef = useRef(rejoin);
  rejoinRef.current = rejoin;
  useEffect(() => {
    if (!session) return;
    let tried = false;
    return session.client.onChange(() => {
      const { client } = session;
      if (tried || !client.error || client.state !== 'offline' || !rejoinRef.current) return;
      tried = true;
      void rejoinRef.current().then((joined) => {
        if (!joined) return;
        client.error = null;
        client.connect();
      });
    });
  }, [session]);

  // The document's socket keeps the session it was opened with: when the page's session changes
  // (a secure-link login, a join), open it again as the new one (presence and saving go on).
  const sessionRef = useRef(session);
  sessionRef.current = session;
  useEffect(
    () =>
      onSessionChange(() => {
        const client = sessionRef.current?.client;
        if (!client) return;
        client.error = null;
        client.disconnect();
        client.connect();
      }),
    [],
  );

  const [values, setValues] = useState<PhaseData>({});
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!session) return;
    setReady(false);
    const update = () => setValues(readValues(session.doc));
    update();
    session.doc.on('update', update);
    let live = true;
    // Ready once the browser's copy is loaded and the server's answers arrived; offline, or
    // when the server is slow to answer, the copy kept here is shown (the rest merges in live).
    let off = () => {};
    let slow: ReturnType<typeof setTimeout> | undefined;
    void session.local.then(() => {
      if (!live) return;
      const check = () => {
        if (session.client.isSynced || session.client.state === 'offline') setReady(true);
      };
      check();
      off = session.client.onChange(check);
      slow = setTimeout(() => live && setReady(true), LOCAL_COPY_AFTER_MS);
    });
    return () => {
      live = false;
      off();
      clearTimeout(slow);
      session.doc.off('update', update);
    };
  }, [session]);

  const state = useSyncExternalStore(
    (cb) => (session ? session.client.onChange(cb) : () => {}),
    () => (session ? session.client.state : ('saved' as SaveState)),
  );
  const serverError = useSyncExternalStore(
    (cb) => (session ? session.client.onChange(cb) : () => {}),
    () => session?.client.error ?? null,
  );
  // A refused edit's message comes in the page's language (?lang=); a refused connection is said
  // here, by its close code (a close reason is English, and too short a field for every language).
  const closedWith = useSyncExternalStore(
    (cb) => (session ? session.client.onChange(cb) : () => {}),
    () => session?.client.closedWith ?? null,
  );
  const intl = useIntl();
  const error =
    serverError === null || closedWith === null
      ? serverError
      : closedWith === CLOSE_NOT_FOUND
        ? intl.formatMessage({ id: 'phases.live.teamNotFound', defaultMessage: 'Team not found' })
        : intl.formatMessage({ id: 'phases.live.noAccess', defaultMessage: 'This page has no access to the team' });
  // The last refused edit and its field, until a later edit is saved (shown beside the field).
  const refusal = useSyncExternalStore<Refusal | null>(
    (cb) => (session ? session.client.onChange(cb) : () => {}),
    () => session?.client.refusal ?? null,
  );

  const waiting = useSyncExternalStore(
    (cb) => (session ? session.onWaiting(cb) : () => {}),
    () => session?.waiting() ?? NOTHING_WAITING,
  );

  const [teammates, setTeammates] = useState<Teammate[]>([]);
  useEffect(() => {
    if (!session) return;
    const update = () => {
      const out: Teammate[] = [];
      for (const [clientId, st] of session.awareness.getStates()) {
        if (clientId === session.doc.clientID || !st.user) continue;
        out.push({ clientId, name: String(st.user.name), color: String(st.user.color), field: typeof st.field === 'string' ? st.field : null });
      }
      setTeammates(out.sort((a, b) => a.clientId - b.clientId));
    };
    update();
    session.awareness.on('change', update);
    return () => session.awareness.off('change', update);
  }, [session]);

  return useMemo(
    () => ({
      doc: session?.doc ?? null,
      client: session?.client ?? null,
      values,
      ready: !!session && ready,
      state,
      waiting,
      error,
      refusal,
      teammates,
      /** Tells teammates which field this member is in (null: none). */
      setField: (field: string | null) => session?.awareness.setLocalStateField('field', field),
    }),
    [session, values, ready, state, waiting, error, refusal, teammates],
  );
}
