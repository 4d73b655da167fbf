// Co-editing under load: TEAMS teams × MEMBERS members on one phase, each member typing one
// character every TYPING_MS for SECONDS seconds, over the app's /collab WebSocket (the same
// client the web app uses). Two patterns:
// - `own`: each member appends to a field of its own (member m to fields[m mod n]);
// - `shared`: the same, except that one keystroke in `sharedEvery` goes into a field the whole
//   team shares (`sharedField`), at a random place in its current text (as a person inserts a
//   word into a teammate's sentence): the case where a document's history meets concurrent
//   inserts in one text.
// A field at its length limit (a one-line field holds 300 characters) stays there: each
// keystroke into it also deletes its first character, so no keystroke is refused.
// Reports the keystrokes sent, the updates the server stored per second, the time from a
// keystroke to a teammate's copy (overall and per window of typing time), and, given `cpuMs`,
// the app's CPU over the typing and the landing of its last keystrokes.
import * as Y from 'yjs';
import { applyLocalEdit, collabPath, fieldText, formField, maxLengthOf, readValues } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { percentiles } from './lib.js';
import { cookieSocket } from '../api/test/harness.js';

export async function coediting(
  url: string | string[],
  teams: { id: string; cookie: string }[],
  opts: {
    teams?: number;
    members?: number;
    typingMs?: number;
    seconds?: number;
    windowSeconds?: number;
    /** The phase, and the fields members type into (member m into fields[m mod n]); long runs need textareas (5,000 characters). */
    phase?: number;
    fields?: string[];
    pattern?: 'own' | 'shared';
    /** With pattern `shared`: the field the team shares, and how often a keystroke goes there (one in `sharedEvery`, default 5). */
    sharedField?: string;
    sharedEvery?: number;
    countEvents: () => Promise<number>;
    /** CPU time (ms) the app's processes have used so far (lib.ts appCpuMs), read around the typing. */
    cpuMs?: () => number;
  },
) {
  const TEAMS = opts.teams ?? 50;
  const MEMBERS = opts.members ?? 3;
  const TYPING_MS = opts.typingMs ?? 150;
  const SECONDS = opts.seconds ?? 10;
  const PHASE = opts.phase ?? 1;
  const FIELDS = opts.fields ?? ['company_name', 'product_idea', 'target_market', 'known_competitors', 'geography'];
  const SHARED = opts.pattern === 'shared' ? opts.sharedField : undefined;
  if (opts.pattern === 'shared' && !SHARED) throw new Error('the shared pattern needs a sharedField');
  const SHARED_EVERY = opts.sharedEvery ?? 5;
  const limit = (id: string) => {
    const field = formField(PHASE, id);
    if (!field) throw new Error(`phase ${PHASE} has no field ${id}`);
    return maxLengthOf(field);
  };
  // Several URLs (instances): each team's members are split across them, member m on URL m mod n.
  const wss = (Array.isArray(url) ? url : [url]).map((u) => u.replace(/^http/, 'ws'));
  const members = teams.slice(0, TEAMS).flatMap(({ id: teamId, cookie }) =>
    Array.from({ length: MEMBERS }, (_, m) => {
      const doc = new Y.Doc();
      const client = new PhaseDocClient({ url: wss[m % wss.length]! + collabPath(teamId, PHASE), doc, WebSocket: cookieSocket(cookie) });
      return {
        teamId,
        field: FIELDS[m % FIELDS.length]!,
        doc,
        client,
        /** Per keystroke, in order: this member's clock after it (Yjs counts one per inserted character) and when it was typed. */
        clocks: [] as number[],
        sentAt: [] as number[],
        keystrokes: 0,
      };
    }),
  );
  // Every page synced before the typing starts; one that is not within a minute is a fault to report, not to wait on.
  const syncDeadline = performance.now() + 60_000;
  while (members.some((m) => !m.client.isSynced)) {
    if (performance.now() > syncDeadline) {
      const stuck = members.filter((m) => !m.client.isSynced);
      throw new Error(
        `${stuck.length} of ${members.length} pages not synced after a minute: ${stuck.map((m) => `${m.teamId} ${m.field} (${m.client.state})`).join('; ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  let started = performance.now();
  // A keystroke has reached a teammate once the teammate's copy holds the typist's changes up to
  // the typist's clock after it (Y.getState: whatever field and place it went to).
  const latencies: number[] = [];
  /** When each latency's keystroke was typed (ms since the start), for the figures per window. */
  const typedAt: number[] = [];
  for (const me of members) {
    const mates = members.filter((o) => o.teamId === me.teamId && o !== me);
    const next = new Map(mates.map((o) => [o, 0]));
    me.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin !== me.client) return;
      const now = performance.now();
      for (const o of mates) {
        const has = Y.getState(me.doc.store, o.doc.clientID);
        let k = next.get(o)!;
        for (; k < o.clocks.length && o.clocks[k]! <= has; k++) {
          latencies.push(now - o.sentAt[k]!);
          typedAt.push(o.sentAt[k]! - started);
        }
        next.set(o, k);
      }
    });
  }

  /**
   * One keystroke into `id` at `at` (the end when undefined), the field's first character going
   * first when it is full. Typed as an editor binding types (y-textarea, y-codemirror): the change
   * at its place. The web app instead diffs the control's whole text against the document's on
   * each keystroke — on each page's own CPU. Here one process plays every page on the server's
   * cores, and doing that for 150 pages made the load generator the bottleneck as the texts grew
   * (its CPU went from 25 to 56 % of a core over ten minutes, most of it in Y.Text's toString),
   * so the figures showed the generator's growth as the app's.
   */
  const type = (doc: Y.Doc, id: string, at?: number) =>
    doc.transact(() => {
      const text = fieldText(doc, id);
      // The first keystroke lists the field in the document, as the web app's first edit does.
      if (text.length === 0) return applyLocalEdit(doc, id, '', 'x');
      if (text.length >= limit(id)) text.delete(0, 1);
      text.insert(Math.min(at ?? text.length, text.length), 'x');
    });

  const before = await opts.countEvents();
  const cpuBefore = opts.cpuMs?.() ?? 0;
  started = performance.now();
  await Promise.all(
    members.map(async (m, i) => {
      await new Promise((r) => setTimeout(r, (i * TYPING_MS) / members.length));
      while (performance.now() - started < SECONDS * 1000) {
        // Every member's own rhythm: its shared keystrokes fall at different times from its teammates'.
        if (SHARED && (m.keystrokes + i) % SHARED_EVERY === 0) type(m.doc, SHARED, Math.floor(Math.random() * (fieldText(m.doc, SHARED).length + 1)));
        else type(m.doc, m.field);
        m.keystrokes += 1;
        m.clocks.push(Y.getState(m.doc.store, m.doc.clientID));
        m.sentAt.push(performance.now());
        await new Promise((r) => setTimeout(r, TYPING_MS));
      }
    }),
  );
  // Let the last keystrokes land everywhere: every member's saved, and every team's copies the same.
  const apart = () => {
    const text = new Map<string, string>();
    const teamsApart = new Set<string>();
    for (const m of members) {
      const values = JSON.stringify(readValues(m.doc));
      if ((text.get(m.teamId) ?? values) !== values) teamsApart.add(m.teamId);
      text.set(m.teamId, values);
    }
    return teamsApart.size;
  };
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && (members.some((m) => m.client.state !== 'saved') || apart() > 0)) await new Promise((r) => setTimeout(r, 50));
  const cpu = (opts.cpuMs?.() ?? 0) - cpuBefore;
  const seconds = (performance.now() - started) / 1000;
  const stored = (await opts.countEvents()) - before;
  const unsaved = members.filter((m) => m.client.state !== 'saved');
  const keystrokes = members.reduce((n, m) => n + m.keystrokes, 0);
  /** Keystrokes the server acknowledged as stored: every one of a member whose client is saved (the others' are not counted). */
  const storedKeystrokes = keystrokes - unsaved.reduce((n, m) => n + m.keystrokes, 0);
  const teamsApart = apart();
  for (const m of members) m.client.destroy();
  // Figures per window of typing time: whether latency grows as the documents' history does.
  const WINDOW = (opts.windowSeconds ?? SECONDS) * 1000;
  const windows = Array.from({ length: Math.ceil((SECONDS * 1000) / WINDOW) }, (_, w) => {
    const xs = latencies.filter((_, i) => typedAt[i]! >= w * WINDOW && typedAt[i]! < (w + 1) * WINDOW);
    return { from: (w * WINDOW) / 1000, samples: xs.length, ...percentiles(xs) };
  });
  return {
    windows,
    members: members.length,
    keystrokes,
    keystrokesPerSecond: keystrokes / SECONDS,
    storedPerSecond: stored / seconds,
    storedKeystrokes,
    unsavedMembers: unsaved.length,
    /** Teams whose members' copies still differed 15 s after the typing (a refused or lost change). */
    teamsApart,
    /** The app's CPU (ms) from the first keystroke until the last had landed, and per keystroke stored. */
    cpuMs: cpu,
    cpuPerKeystrokeMs: storedKeystrokes > 0 ? cpu / storedKeystrokes : 0,
    /** The app's CPU as a share of one core over that time. */
    cpuCores: cpu / (seconds * 1000),
    ...percentiles(latencies),
    samples: latencies.length,
  };
}
