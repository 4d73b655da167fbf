/**
 * Session view benchmark: `npx tsx bench/session.bench.ts`.
 *
 * Generates a full workshop day directly in a fresh database (bulk SQL, not through HTTP): one
 * cohort of 40 teams over 8 hours with a running agenda of 8 one-hour items, a bring and a hold,
 * each team co-editing ~15 times a minute (two teams fall silent for an hour), phase changes at
 * each team's own pace, three feedback threads per team with replies and resolves, and ballots
 * at the end; beside it, 20 other cohorts' teams so the cohort is not alone in the tables.
 * Then measures:
 *   - folding the log into the session read model (and the models the test compares it with);
 *   - opening the view: readSession (the one read both doors make) cold and warm, the JSON size,
 *     full and with each team's edit times packed (what the page asks for);
 *   - the page's own arithmetic on it: timeline spans, phase summaries, voting steps (once per
 *     update) and roomAt (once per slider move) over 500 positions across the day;
 *   - in Debian's headless Chromium against the built app (production mode): from navigation to
 *     every chart drawn, and each slider move from its input event to the next frame.
 * Needs `npm run build -w web` first.
 * BENCH_TEAMS (default 40) and BENCH_EDITS_PER_MINUTE (default 15) scale the cohort.
 */
import 'reflect-metadata';
import { gzipSync } from 'node:zlib';
import { packEdits, phaseSpans, phaseSummaries, roomAt, sessionSpan, unpackEdits, votingSteps, type PackedTeamEdits } from '@fit/events';
import { rebuildReadModels } from '../api/src/projections/index.js';
import { readSession } from '../api/src/modules/session/session.read.js';
import { sealChain } from '../api/src/store/chain.js';
import { chromium } from 'playwright-core';
import { spawnServer } from '../api/test/harness.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/browser.js';
import { machine, fmt, percentiles, APP_ENTRY, benchDatabase } from './lib.js';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 40);
const EDITS = Number(process.env.BENCH_EDITS_PER_MINUTE ?? 15);
const OTHER_COHORTS = 20;
const DAY_MIN = 8 * 60;
const START = Date.parse('2026-11-26T09:00:00.000Z');
const TAG = 'day';

const now = () => performance.now();
const iso = (ms: number) => new Date(ms).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Ev {
  s: string;
  v: number;
  t: string;
  d: unknown;
  a: number;
}

/** The day's events, in time order. */
function day(): Ev[] {
  const out: Ev[] = [];
  const version = new Map<string, number>();
  const add = (s: string, t: string, d: unknown, a: number) => {
    const v = (version.get(s) ?? 0) + 1;
    version.set(s, v);
    out.push({ s, v, t, d, a });
  };
  const cohorts = [TAG, ...Array.from({ length: OTHER_COHORTS }, (_, i) => `other${i}`)];
  for (const tag of cohorts) add(`cohort-${tag}`, 'CohortCreated', { tag, name: `Cohort ${tag}`, description: null }, START - 3_600_000);
  const agenda = (t: string, d: Record<string, unknown>, a: number) => add(`agenda-${TAG}`, t, { tag: TAG, ...d }, a);
  agenda('AgendaPlanned', { items: Array.from({ length: 8 }, (_, i) => ({ phase: i + 1, minutes: 60 })) }, START - 60_000);
  agenda('AgendaStarted', { at: iso(START) }, START);
  const allTeams = TEAMS * (1 + OTHER_COHORTS / 4);
  for (let i = 0; i < allTeams; i++) {
    const id = uuid(i);
    const tag = i < TEAMS ? TAG : cohorts[1 + ((i - TEAMS) % OTHER_COHORTS)]!;
    const at0 = START - 30 * 60_000 + i * 1000;
    add(`team-${id}`, 'TeamCreated', { teamId: id, code: i.toString(36).toUpperCase().padStart(4, '0'), name: `Team ${i}`, accessToken: `t${i}` }, at0);
    add(`team-${id}`, 'TeamAssignedToCohort', { teamId: id, cohortTag: tag, previousCohortTag: null }, at0 + 500);
    if (i >= TEAMS) continue;
    // Each team's own pace: 45 to 75 minutes a phase.
    const perPhase = 45 + ((i * 7) % 31);
    let phase = 1;
    for (let m = 0; m < DAY_MIN; m++) {
      const p = Math.min(8, 1 + Math.floor(m / perPhase));
      if (p !== phase) {
        phase = p;
        add(`team-${id}`, 'TeamAdvanced', { teamId: id, currentPhase: p }, START + m * 60_000 + 1000);
      }
      const silent = i % 20 === 3 && m >= 120 && m < 180;
      if (silent) continue;
      for (let k = 0; k < EDITS; k++)
        add(`phasedoc-${id}-${p}`, 'PhaseDocUpdated', { teamId: id, phaseNumber: p, update: 'AQ==' }, START + m * 60_000 + 2000 + k * Math.floor(58_000 / EDITS));
    }
    for (let f = 0; f < 3; f++) {
      const threadId = uuid(100_000 + i * 10 + f);
      const at = START + (60 + f * 120 + i) * 60_000 + 30_000;
      add(
        `feedback-${threadId}`,
        'FeedbackCommented',
        { threadId, teamId: id, phaseNumber: 1 + f * 2, fieldId: null, author: 'instructor', authorName: 'Instructor', text: 'Look again' },
        at,
      );
      if ((i + f) % 2 === 0)
        add(`feedback-${threadId}`, 'FeedbackReplied', { threadId, teamId: id, author: 'team', authorName: `Team ${i}`, text: 'Done' }, at + 300_000);
      if ((i + f) % 3 === 0) add(`feedback-${threadId}`, 'FeedbackResolved', { threadId, teamId: id, author: 'team' }, at + 600_000);
    }
  }
  agenda('TeamsBrought', { at: iso(START + 240 * 60_000), phase: 5, moveAt: iso(START + 240 * 60_000 + 10_000) }, START + 240 * 60_000);
  agenda('HoldSet', { phase: 5 }, START + 240 * 60_000 + 1);
  agenda('HoldReleased', {}, START + 270 * 60_000);
  add(`cohort-${TAG}`, 'VotingOpened', { tag: TAG }, START + DAY_MIN * 60_000);
  for (let i = 0; i < TEAMS; i++) {
    const votes = [1, 2, 3].map((r) => ({ votedForTeamId: uuid((i + r) % TEAMS), rank: r }));
    add(`ballot-${TAG}-${uuid(i)}`, 'BallotCast', { cohortTag: TAG, voterTeamId: uuid(i), votes, receipt: `R${i}` }, START + DAY_MIN * 60_000 + 60_000 + i * 15_000);
  }
  return out.sort((x, y) => x.a - y.a);
}

/** The session view in Chromium: open it (median of 3 loads) and move its slider over 100 positions. */
async function inBrowser(databaseUrl: string, say: (s: string) => void) {
  const login = { username: 'bench-admin', password: 'bench-password-123' };
  const server = await spawnServer(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `fit-bench-session-${Date.now()}:`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-0123456789',
      ADMIN_USERNAME: login.username,
      ADMIN_PASSWORD: login.password,
      // The day is written in plain straight into the tables; sealing it at the app's start
      // rewrites every co-editing event first (minutes), and nothing the session view reads is sealed.
      PERSONAL_DATA_SEALING: 'off',
    },
    APP_ENTRY,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto('/admin-login');
    await page.getByLabel('Username', { exact: true }).fill(login.username);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);
    // The moment every chart is drawn is taken in the page, at the first animation frame that
    // has the last of them (the voting chart's drawing): a wait polled from outside (Playwright
    // polls a locator at 0, 20, 50, 100, 100 ms, then every 500 ms) adds up to half a second
    // to what it reads (both are printed).
    // (A string: tsx names a function's inner functions with a helper the page does not have.)
    await page.context().addInitScript(`(function check() {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Voting and judging');
      if (heading && heading.closest('section') && heading.closest('section').querySelector('svg')) window.__fitDrawnAt = performance.now();
      else requestAnimationFrame(check);
    })();`);
    // The same moment as a locator polled from outside reads it (how this bench measured before).
    const polled: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`/admin/cohorts/${TAG}/session`);
      await page.getByRole('region', { name: 'Voting and judging', exact: true }).waitFor();
      polled.push(await page.evaluate(() => performance.now()));
    }
    const opens: number[] = [];
    const parts: { scripts: number; answers: number; drawn: number }[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`/admin/cohorts/${TAG}/session`);
      await page.waitForFunction(() => (window as unknown as { __fitDrawnAt?: number }).__fitDrawnAt !== undefined, undefined, { timeout: 60_000 });
      const part = (await page.evaluate(`(() => {
        const drawn = window.__fitDrawnAt;
        const before = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= drawn);
        return {
          scripts: Math.max(0, ...before.filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => e.responseEnd)),
          answers: Math.max(0, ...before.filter((e) => e.name.endsWith('/graphql')).map((e) => e.responseEnd)),
          drawn,
        };
      })()`)) as { scripts: number; answers: number; drawn: number };
      parts.push(part);
      opens.push(part.drawn);
      if (process.env.BENCH_DEBUG)
        console.log(
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map(
                (e) =>
                  `${(e as PerformanceResourceTiming).name.slice(-40)} ${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} ${(e as PerformanceResourceTiming).transferSize}`,
              )
              .join('\n'),
          ),
          JSON.stringify(performance.getEntriesByType?.('navigation')),
        );
    }
    // The page's query: each team's edit times packed (the lists of numbers are still there for other callers).
    const query =
      'query($t:String!){cohortSession(cohortTag:$t){cohortTag serverTime firstMinute teams{teamId code name} marks{at kind teamId phase ref detail agenda} edits{teamId packedTimes}}}';
    const fetchMs = async (path: string, body?: string) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++)
        out.push(
          await page.evaluate(
            async ([p, b]) => {
              const t0 = performance.now();
              await (await fetch(p!, b ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: b } : {})).text();
              return performance.now() - t0;
            },
            [path, body] as const,
          ),
        );
      return out.sort((a, b) => a - b)[2]!;
    };
    const doors = {
      rest: await fetchMs(`/api/admin/cohorts/${TAG}/session`),
      packed: await fetchMs(`/api/admin/cohorts/${TAG}/session?format=packed`),
      graphql: await fetchMs('/graphql', JSON.stringify({ query, variables: { t: TAG } })),
    };
    say(
      `| Chromium: the session over REST / REST packed / GraphQL (the page's query, packed), request to last byte (median of 5) | ${fmt(doors.rest)} ms / ${fmt(doors.packed)} ms / ${fmt(doors.graphql)} ms |`,
    );
    const moves = await page.getByRole('slider', { name: 'Moment of the session' }).evaluate(async (el) => {
      const input = el as HTMLInputElement;
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const [min, max] = [Number(input.min), Number(input.max)];
      const out: number[] = [];
      for (let i = 0; i <= 100; i++) {
        const t0 = performance.now();
        set.call(input, String(min + Math.round(((max - min) * i) / 100 / 1000) * 1000));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        out.push(performance.now() - t0);
      }
      return out;
    });
    if (process.env.BENCH_PROFILE) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await page.goto(`/admin/cohorts/${TAG}/session`);
      await page.waitForFunction(() => (window as unknown as { __fitDrawnAt?: number }).__fitDrawnAt !== undefined, undefined, { timeout: 60_000 });
      const { profile } = (await cdp.send('Profiler.stop')) as {
        profile: {
          nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
          samples: number[];
          timeDeltas: number[];
        };
      };
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const n = byId.get(id)!;
        const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
        self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      console.log(
        [...self.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, v]) => `${v.toFixed(1)} ms ${k}`)
          .join('\n'),
      );
    }
    if (process.env.BENCH_SCREENSHOT) {
      // The full day for docs/PRODUCT.md, at mid-afternoon on the slider.
      await page.getByRole('slider', { name: 'Moment of the session' }).evaluate(
        (el, v) => {
          const input = el as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(v));
          input.dispatchEvent(new Event('input', { bubbles: true }));
        },
        START + 270 * 60_000,
      );
      await page.getByText(/The room at/).waitFor();
      await page.screenshot({ path: 'docs/screenshots/session-day-1280.png', fullPage: true });
    }
    const o = [...opens].sort((a, b) => a - b);
    const m = percentiles(moves);
    say(`| Chromium: navigation to every chart drawn (3 loads, taken in the page) | median ${fmt(o[1]!)} ms, max ${fmt(o[2]!)} ms |`);
    const q = [...polled].sort((a, b) => a - b);
    say(`| Chromium: the same, polled from outside by a locator (3 loads) | median ${fmt(q[1]!)} ms, max ${fmt(q[2]!)} ms |`);
    const mid = parts.find((p) => p.drawn === o[1])!;
    say(
      `| Chromium: of the median load, last script loaded / last GraphQL answer in / charts drawn | ${fmt(mid.scripts)} ms / ${fmt(mid.answers)} ms / ${fmt(mid.drawn)} ms |`,
    );
    say(`| Chromium: slider move to next frame (101 moves) | p50 ${fmt(m.p50)} ms, p99 ${fmt(m.p99)} ms, max ${fmt(m.max)} ms |`);
  } finally {
    await browser.close();
    await server.kill();
  }
}

async function main() {
  const { url, orm, c, close } = await benchDatabase('fit_bench_session');
  const say = (s: string) => console.log(s);
  try {
    let t = now();
    const events = day();
    for (let i = 0; i < events.length; i += 20_000) {
      await c.query(
        `insert into events (stream_id, version, type, type_version, data, metadata)
         select s, v, t, 1, d, jsonb_build_object('actor', jsonb_build_object('kind', 'system'), 'requestId', 'bench',
           'at', to_char(to_timestamp(a / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         from jsonb_to_recordset($1::jsonb) as x(s text, v int, t text, d jsonb, a float8)`,
        [JSON.stringify(events.slice(i, i + 20_000))],
      );
    }
    await c.query('vacuum analyze events');
    const edits = events.filter((e) => e.t === 'PhaseDocUpdated').length;
    say(`Machine: ${machine()}`);
    say(
      `Generated ${events.length.toLocaleString('en')} events (${edits.toLocaleString('en')} co-editing updates; cohort '${TAG}': ${TEAMS} teams over ${DAY_MIN / 60} h) in ${fmt((now() - t) / 1000)} s.`,
    );

    t = now();
    const folded = await rebuildReadModels(orm.em.fork(), { only: ['session_marks', 'session_edits', 'teams', 'cohorts', 'agendas', 'feedback_threads'] });
    const foldMs = now() - t;
    const counts = await c.query<{ marks: string; minutes: string }>(
      'select (select count(*) from session_marks) as marks, (select count(*) from session_edits) as minutes',
    );
    await c.query('vacuum analyze session_marks, session_edits');
    say('');
    say('| step | figure |');
    say('|---|---|');
    say(
      `| fold the log into the session read model (+ teams, cohorts, agendas, feedback) | ${fmt(foldMs / 1000, 2)} s for ${folded.events.toLocaleString('en')} events; ${Number(counts.rows[0]!.marks).toLocaleString('en')} marks, ${Number(counts.rows[0]!.minutes).toLocaleString('en')} team-milliseconds with edits |`,
    );

    t = now();
    let view = await readSession(orm.em.fork(), TAG);
    const coldMs = now() - t;
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) {
      t = now();
      view = await readSession(orm.em.fork(), TAG);
      warm.push(now() - t);
    }
    t = now();
    const json = JSON.stringify(view);
    const jsonMs = now() - t;
    const w = percentiles(warm);
    say(`| open: readSession, first call | ${fmt(coldMs)} ms |`);
    say(`| open: readSession, warm (20 calls) | p50 ${fmt(w.p50)} ms, max ${fmt(w.max)} ms |`);
    say(`| open: the answer as JSON | ${fmt(jsonMs)} ms; ${(json.length / 1024).toFixed(0)} KiB, ${(gzipSync(json).length / 1024).toFixed(0)} KiB gzip |`);
    t = now();
    const packed = JSON.stringify({ ...view, edits: packEdits(view.edits) });
    const packedMs = now() - t;
    t = now();
    unpackEdits((JSON.parse(packed) as { edits: PackedTeamEdits[] }).edits);
    const unpackMs = now() - t;
    say(
      `| open: the packed answer (times packed, JSON) / read back (parsed, unpacked, per minute) | ${fmt(packedMs)} ms / ${fmt(unpackMs)} ms; ${(packed.length / 1024).toFixed(0)} KiB, ${(gzipSync(packed).length / 1024).toFixed(0)} KiB gzip |`,
    );

    const serverNow = Date.parse(view.serverTime);
    t = now();
    const span = sessionSpan(view, serverNow)!;
    const spans = phaseSpans(view, span.to);
    const summaries = phaseSummaries(view, span.to);
    votingSteps(view.marks);
    const analysisMs = now() - t;
    const moves: number[] = [];
    for (let i = 0; i <= 500; i++) {
      const at = span.from + ((span.to - span.from) * i) / 500;
      t = now();
      roomAt(view, at);
      moves.push(now() - t);
    }
    const m = percentiles(moves);
    say(`| page: spans, phase summaries, voting steps (per update) | ${fmt(analysisMs)} ms (${view.marks.length.toLocaleString('en')} marks) |`);
    say(`| page: roomAt per slider move (501 positions over the day) | p50 ${fmt(m.p50, 2)} ms, p99 ${fmt(m.p99, 2)} ms, max ${fmt(m.max, 2)} ms |`);
    const median = summaries[2]!.spread!.median;
    // The app's workers seal the stored log's chain as it grows; a day written straight into the
    // tables has none, and sealing it there would run beside the measurement. Sealed here, the
    // app starts as on a running deployment.
    t = now();
    const sealed = await sealChain(orm, { wait: true, batchSize: 10_000 });
    say(`| the log's chain sealed before the app starts (not part of the open) | ${fmt((now() - t) / 1000, 1)} s for ${sealed.toLocaleString('en')} events |`);
    await inBrowser(url, say);
    say('');
    say(
      `Check: ${view.teams.length} teams, phase 3 median ${fmt(median / 60_000)} min against a 60 min box, ${spans.size} timelines, edits series of ${view.edits[0]!.perMinute.length} minutes.`,
    );
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
