// Co-editing under load: TEAMS teams × MEMBERS members on one phase, each member typing one
// character every TYPING_MS into a field of their own for SECONDS seconds, over the app's
// /collab WebSocket (the same client the web app uses). Reports the keystrokes sent, the
// updates the server stored per second, and the time from a keystroke to a teammate's copy.
import * as Y from 'yjs';
import { collabPath, fieldText, setFieldValue } from '@fit/events';
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
    countEvents: () => Promise<number>;
  },
) {
  const TEAMS = opts.teams ?? 50;
  const MEMBERS = opts.members ?? 3;
  const TYPING_MS = opts.typingMs ?? 150;
  const SECONDS = opts.seconds ?? 10;
  const FIELDS = opts.fields ?? ['company_name', 'product_idea', 'target_market', 'known_competitors', 'geography'];
  // Several URLs (instances): each team's members are split across them, member m on URL m mod n.
  const wss = (Array.isArray(url) ? url : [url]).map((u) => u.replace(/^http/, 'ws'));
  const members = teams.slice(0, TEAMS).flatMap(({ id: teamId, cookie }) =>
    Array.from({ length: MEMBERS }, (_, m) => {
      const doc = new Y.Doc();
      const client = new PhaseDocClient({ url: wss[m % wss.length]! + collabPath(teamId, opts.phase ?? 1), doc, WebSocket: cookieSocket(cookie) });
      return {
        teamId,
        field: FIELDS[m % FIELDS.length]!,
        doc,
        client,
        sentAt: [] as number[],
        text: '',
      };
    }),
  );
  await Promise.all(
    members.map(
      (m) =>
        new Promise<void>((ok) => {
          const check = () => m.client.isSynced && ok();
          m.client.onChange(check);
          check();
        }),
    ),
  );

  let started = performance.now();
  // A teammate's copy of member M's field grows by one character per keystroke: its length
  // says which keystroke arrived.
  const latencies: number[] = [];
  /** When each latency's keystroke was typed (ms since the start), for the figures per window. */
  const typedAt: number[] = [];
  for (const me of members) {
    const mates = members.filter((o) => o.teamId === me.teamId && o !== me);
    const seen = new Map(mates.map((o) => [o.field, 0]));
    me.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin !== me.client) return;
      const now = performance.now();
      for (const o of mates) {
        const length = fieldText(me.doc, o.field).length;
        for (let k = seen.get(o.field)! + 1; k <= length; k++)
          if (o.sentAt[k] !== undefined) {
            latencies.push(now - o.sentAt[k]!);
            typedAt.push(o.sentAt[k]! - started);
          }
        seen.set(o.field, Math.max(seen.get(o.field)!, length));
      }
    });
  }

  const before = await opts.countEvents();
  started = performance.now();
  let keystrokes = 0;
  await Promise.all(
    members.map(async (m, i) => {
      await new Promise((r) => setTimeout(r, (i * TYPING_MS) / members.length));
      while (performance.now() - started < SECONDS * 1000) {
        m.text += 'x';
        m.sentAt[m.text.length] = performance.now();
        setFieldValue(m.doc, m.field, m.text);
        keystrokes += 1;
        await new Promise((r) => setTimeout(r, TYPING_MS));
      }
    }),
  );
  // Let the last keystrokes land everywhere.
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && members.some((m) => m.client.state !== 'saved')) await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - started) / 1000;
  const stored = (await opts.countEvents()) - before;
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
    ...percentiles(latencies),
    samples: latencies.length,
  };
}
