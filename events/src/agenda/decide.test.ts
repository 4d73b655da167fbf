import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { fold } from '../shared/decider.js';
import type { AgendaCommand } from './commands.js';
import { agendaDeciderFor, shortenLater } from './decide.js';
import type { AgendaEvent } from './events.js';
import { englishText } from '../i18n/message.js';
import { agendaClock, BRING_FRESH_MS, bringToFollow, formatCountdown, holdRefusal, isBehind, minutesToAnnounce } from './clock.js';

const tag = 'spring';
const decider = agendaDeciderFor(tag);
const cohort = { exists: true, archived: false };
const t0 = '2026-11-25T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(t0) + minutes * 60_000 + seconds * 1000).toISOString();
const now = (minutes: number, seconds = 0) => Date.parse(at(minutes, seconds));

const planned: AgendaEvent = {
  type: 'AgendaPlanned',
  data: {
    tag,
    items: [
      { phase: 1, minutes: 10 },
      { phase: 2, minutes: 20 },
      { phase: 3, minutes: 30 },
    ],
  },
};
const started: AgendaEvent = { type: 'AgendaStarted', data: { tag, at: t0 } };
const agenda = (history: AgendaEvent[] = [planned, started]) => given(decider, history);
const clockAfter = (history: AgendaEvent[], nowMs: number) => agendaClock(fold(decider, history), nowMs);
const cmd = <C extends AgendaCommand['type']>(type: C, extra: Record<string, unknown> = {}) => ({ type, cohort, ...extra }) as Extract<AgendaCommand, { type: C }>;

describe('PlanAgenda', () => {
  it('plans phases with time boxes', () =>
    agenda([])
      .when(
        cmd('PlanAgenda', {
          items: [
            { phase: 1, minutes: 10 },
            { phase: 2, minutes: 20 },
            { phase: 3, minutes: 30 },
          ],
        }),
      )
      .then([planned]));
  it('refuses an empty plan', () =>
    agenda([])
      .when(cmd('PlanAgenda', { items: [] }))
      .thenThrows('BAD_USER_INPUT', 'at least one item'));
  it('refuses a phase out of range', () =>
    agenda([])
      .when(cmd('PlanAgenda', { items: [{ phase: 9, minutes: 5 }] }))
      .thenThrows('BAD_USER_INPUT', 'Phase number'));
  it('refuses zero minutes', () =>
    agenda([])
      .when(cmd('PlanAgenda', { items: [{ phase: 1, minutes: 0 }] }))
      .thenThrows('BAD_USER_INPUT', 'Item 1: minutes'));
  it('refuses a change while running', () =>
    agenda()
      .when(cmd('PlanAgenda', { items: [{ phase: 1, minutes: 5 }] }))
      .thenThrows('CONFLICT', 'reset it'));
  it('refuses an unknown cohort', () =>
    agenda([])
      .when({ ...cmd('PlanAgenda', { items: [{ phase: 1, minutes: 5 }] }), cohort: { exists: false, archived: false } })
      .thenThrows('NOT_FOUND', 'Cohort not found'));
  it('refuses an archived cohort', () =>
    agenda()
      .when({ ...cmd('PauseAgenda', { at: at(1) }), cohort: { exists: true, archived: true } })
      .thenThrows('CONFLICT', 'Archived'));
});

describe('the clock', () => {
  it('counts the first item down from the start', () => {
    const c = clockAfter([planned, started], now(3));
    expect(c).toMatchObject({ status: 'running', index: 0, phase: 1, remainingMs: 7 * 60_000, overdue: false, itemEndsAt: now(10) });
    expect(c.plannedEndAt).toBe(now(60));
    expect(c.expectedEndAt).toBe(now(60));
  });

  it('turns overdue at zero without moving on, and the expected end slips', () => {
    const c = clockAfter([planned, started], now(12));
    expect(c).toMatchObject({ index: 0, remainingMs: -2 * 60_000, overdue: true });
    expect(c.expectedEndAt).toBe(now(62));
    expect(c.plannedEndAt).toBe(now(60));
  });

  it('stops while paused and resumes where it was', () => {
    const paused: AgendaEvent = { type: 'AgendaPaused', data: { tag, at: at(4) } };
    const resumed: AgendaEvent = { type: 'AgendaResumed', data: { tag, at: at(9) } };
    expect(clockAfter([planned, started, paused], now(8)).remainingMs).toBe(6 * 60_000);
    expect(clockAfter([planned, started, paused], now(8)).itemEndsAt).toBeNull();
    const afterResume = clockAfter([planned, started, paused, resumed], now(10));
    expect(afterResume).toMatchObject({ status: 'running', remainingMs: 5 * 60_000, itemEndsAt: now(15) });
    // Two pauses in one item add up.
    const twice = clockAfter(
      [planned, started, paused, resumed, { type: 'AgendaPaused', data: { tag, at: at(11) } }, { type: 'AgendaResumed', data: { tag, at: at(13) } }],
      now(14),
    );
    expect(twice.remainingMs).toBe(3 * 60_000);
  });

  it('a skip starts the next item at once, and the last skip finishes', () => {
    const skipped: AgendaEvent = { type: 'AgendaItemSkipped', data: { tag, at: at(4), index: 1 } };
    expect(clockAfter([planned, started, skipped], now(5))).toMatchObject({ index: 1, phase: 2, remainingMs: 19 * 60_000, expectedEndAt: now(54) });
    const done = [
      planned,
      started,
      skipped,
      { type: 'AgendaItemSkipped', data: { tag, at: at(10), index: 2 } },
      { type: 'AgendaItemSkipped', data: { tag, at: at(20), index: 3 } },
    ] as AgendaEvent[];
    expect(clockAfter(done, now(30))).toMatchObject({ status: 'finished', index: null, expectedEndAt: now(20) });
  });

  it('formats m:ss rounding up, and announces only 5, 1 and 0 minutes', () => {
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(-5000)).toBe('0:00');
    expect([6 * 60_000, 5 * 60_000, 4 * 60_000 + 1, 2 * 60_000, 60_000, 30_000, 0, -1000].map(minutesToAnnounce)).toEqual([null, 5, 5, null, 1, 1, 0, 0]);
  });
});

describe('PauseAgenda / ResumeAgenda', () => {
  it('pauses', () =>
    agenda()
      .when(cmd('PauseAgenda', { at: at(1) }))
      .then([{ type: 'AgendaPaused', data: { tag, at: at(1) } }]));
  it('pausing twice changes nothing', () =>
    agenda([planned, started, { type: 'AgendaPaused', data: { tag, at: at(1) } }])
      .when(cmd('PauseAgenda', { at: at(2) }))
      .then([]));
  it('refuses before start', () =>
    agenda([planned])
      .when(cmd('PauseAgenda', { at: at(1) }))
      .thenThrows('CONFLICT', 'not running'));
  it('refuses to resume when running', () =>
    agenda([planned])
      .when(cmd('ResumeAgenda', { at: at(1) }))
      .thenThrows('CONFLICT', 'not paused'));
});

describe('ExtendAgendaItem', () => {
  it('adds minutes and moves the expected end', () =>
    agenda()
      .when(cmd('ExtendAgendaItem', { at: at(2), minutes: 5 }))
      .thenState((state, events) => {
        expect(events).toEqual([
          { type: 'AgendaItemExtended', data: { tag, at: at(2), index: 0, addedMs: 300_000, keepEnd: false, durationsMs: [900_000, 1_200_000, 1_800_000] } },
        ]);
        expect(agendaClock(state, now(2))).toMatchObject({ remainingMs: 13 * 60_000, plannedEndAt: now(60), expectedEndAt: now(65) });
      }));

  it('keeps the planned end by shortening the later items in proportion', () =>
    agenda()
      .when(cmd('ExtendAgendaItem', { at: at(2), minutes: 5, keepEnd: true }))
      .thenState((state) => {
        // The 20- and 30-minute items can give 19 and 29: 5 minutes split 19:29.
        expect(state.items.map((i) => i.durationMs)).toEqual([900_000, 1_200_000 - 119_000, 1_800_000 - 181_000]);
        expect(agendaClock(state, now(2))).toMatchObject({ remainingMs: 13 * 60_000, expectedEndAt: now(60), plannedEndAt: now(60) });
      }));

  it('refuses to keep the end when the later items are too short', () =>
    agenda([
      {
        type: 'AgendaPlanned',
        data: {
          tag,
          items: [
            { phase: 1, minutes: 10 },
            { phase: 2, minutes: 2 },
          ],
        },
      },
      started,
    ])
      .when(cmd('ExtendAgendaItem', { at: at(2), minutes: 5, keepEnd: true }))
      .thenThrows('CONFLICT', 'too short'));
  it('refuses to keep the end on the last item', () =>
    agenda([planned, started, { type: 'AgendaItemSkipped', data: { tag, at: at(1), index: 1 } }, { type: 'AgendaItemSkipped', data: { tag, at: at(2), index: 2 } }])
      .when(cmd('ExtendAgendaItem', { at: at(3), minutes: 1, keepEnd: true }))
      .thenThrows('CONFLICT', 'too short'));
  it('refuses minutes out of range', () =>
    agenda()
      .when(cmd('ExtendAgendaItem', { at: at(2), minutes: 0 }))
      .thenThrows('BAD_USER_INPUT', 'Minutes'));
  it('refuses before start', () =>
    agenda([planned])
      .when(cmd('ExtendAgendaItem', { at: at(2), minutes: 1 }))
      .thenThrows('CONFLICT', 'Start the agenda first'));
  it('extends while paused too', () =>
    agenda([planned, started, { type: 'AgendaPaused', data: { tag, at: at(4) } }])
      .when(cmd('ExtendAgendaItem', { at: at(5), minutes: 1 }))
      .thenState((state) => expect(agendaClock(state, now(30)).remainingMs).toBe(7 * 60_000)));
  it('shortenLater never takes an item below a minute and gives whole seconds', () => {
    expect(shortenLater([600_000, 61_000, 600_000], 1, 100_000)).toEqual([600_000, 60_000, 501_000]);
    expect(shortenLater([600_000, 60_000], 1, 1000)).toBeNull();
  });
});

describe('SkipAgendaItem / ResetAgenda / StartAgenda', () => {
  it('skips to the next item', () =>
    agenda()
      .when(cmd('SkipAgendaItem', { at: at(3) }))
      .then([{ type: 'AgendaItemSkipped', data: { tag, at: at(3), index: 1 } }]));
  it('a skip while paused runs the next item', () =>
    agenda([planned, started, { type: 'AgendaPaused', data: { tag, at: at(1) } }])
      .when(cmd('SkipAgendaItem', { at: at(3) }))
      .thenState((state) => expect(agendaClock(state, now(4))).toMatchObject({ status: 'running', index: 1, remainingMs: 19 * 60_000 })));
  it('refuses to skip before start', () =>
    agenda([planned])
      .when(cmd('SkipAgendaItem', { at: at(3) }))
      .thenThrows('CONFLICT'));
  it('refuses to start without a plan', () =>
    agenda([])
      .when(cmd('StartAgenda', { at: t0 }))
      .thenThrows('CONFLICT', 'Plan the agenda first'));
  it('starting twice changes nothing', () =>
    agenda()
      .when(cmd('StartAgenda', { at: at(1) }))
      .then([]));
  it("reset goes back to the plan at once: the plan's time boxes, before and after a new start", () =>
    agenda([
      planned,
      started,
      { type: 'AgendaItemExtended', data: { tag, at: at(1), index: 0, addedMs: 60_000, keepEnd: false, durationsMs: [660_000, 1_200_000, 1_800_000] } },
    ])
      .when(cmd('ResetAgenda'))
      .thenState((state) => {
        expect(state.status).toBe('planned');
        expect(state.items.map((i) => i.durationMs)).toEqual([600_000, 1_200_000, 1_800_000]);
        const restarted = decider.evolve(state, { type: 'AgendaStarted', data: { tag, at: at(5) } });
        expect(restarted.items.map((i) => i.durationMs)).toEqual([600_000, 1_200_000, 1_800_000]);
      }));
});

describe('BringTeams and the hold', () => {
  it('brings every team to a phase after the notice', () =>
    agenda()
      .when(cmd('BringTeams', { at: at(1), phase: 3, noticeSeconds: 10 }))
      .then([{ type: 'TeamsBrought', data: { tag, at: at(1), phase: 3, moveAt: at(1, 10) } }]));
  it('brings and holds', () =>
    agenda()
      .when(cmd('BringTeams', { at: at(1), phase: 3, hold: true }))
      .then([
        { type: 'TeamsBrought', data: { tag, at: at(1), phase: 3, moveAt: at(1, 10) } },
        { type: 'HoldSet', data: { tag, phase: 3 } },
      ]));
  it('refuses a notice out of range', () =>
    agenda()
      .when(cmd('BringTeams', { at: at(1), phase: 3, noticeSeconds: 600 }))
      .thenThrows('BAD_USER_INPUT', 'Notice'));
  it('holds and releases', () => {
    agenda([])
      .when(cmd('SetHold', { phase: 4 }))
      .then([{ type: 'HoldSet', data: { tag, phase: 4 } }]);
    agenda([{ type: 'HoldSet', data: { tag, phase: 4 } }])
      .when(cmd('ReleaseHold'))
      .then([{ type: 'HoldReleased', data: { tag } }]);
    agenda([]).when(cmd('ReleaseHold')).then([]);
  });
  it('a hold refuses only a move forward past it; going back is always allowed', () => {
    expect(englishText(holdRefusal(4, 4, 5)!)).toContain('holding the room at phase 4');
    expect(englishText(holdRefusal(4, 1, 8)!)).toContain('holding the room at phase 4');
    expect(holdRefusal(4, 3, 4)).toBeNull();
    expect(holdRefusal(null, 1, 8)).toBeNull();
    // A team the instructor moved past the hold may go back, even to a phase still past it…
    expect(holdRefusal(3, 5, 4)).toBeNull();
    expect(holdRefusal(3, 5, 1)).toBeNull();
    // …but not forward again.
    expect(englishText(holdRefusal(3, 5, 6)!)).toContain('holding the room at phase 3');
  });
  it('a bring is carried out once per team: a page opened after the team moved on stays where the team is', () => {
    const bring = { phase: 3, at: at(1) };
    const soon = now(2);
    // A page open when the bring arrives follows it, whatever phase the team was read at before.
    expect(bringToFollow(bring, { phase: 2, teamPhase: 2, openedAfterBring: false }, soon)).toBe(3);
    // Opened after it, while the team is still where it was brought (a teammate joining late): follows.
    expect(bringToFollow(bring, { phase: 1, teamPhase: 3, openedAfterBring: true }, soon)).toBe(3);
    // Opened after the team followed and continued to phase 4: left where the team is.
    expect(bringToFollow(bring, { phase: 4, teamPhase: 4, openedAfterBring: true }, soon)).toBeNull();
    expect(bringToFollow(bring, { phase: 2, teamPhase: 4, openedAfterBring: true }, soon)).toBeNull();
    // Already there, stale, or no bring: nothing to do.
    expect(bringToFollow(bring, { phase: 3, teamPhase: 3, openedAfterBring: false }, soon)).toBeNull();
    expect(bringToFollow(bring, { phase: 2, teamPhase: 3, openedAfterBring: true }, now(1) + BRING_FRESH_MS + 1)).toBeNull();
    expect(bringToFollow(null, { phase: 2, teamPhase: 3, openedAfterBring: false }, soon)).toBeNull();
  });
  it('a team is behind when its phase is before the current item', () => {
    expect(isBehind({ currentPhase: 2 }, 3)).toBe(true);
    expect(isBehind({ currentPhase: 3 }, 3)).toBe(false);
    expect(isBehind({ currentPhase: 2, submittedWebsiteUrl: 'https://x.example' }, 3)).toBe(false);
    expect(isBehind({ currentPhase: 1 }, null)).toBe(false);
  });
});

describe('Announcements', () => {
  const posted: AgendaEvent = { type: 'AnnouncementPosted', data: { tag, at: at(1), id: 'a1', text: 'Break in 5 minutes' } };
  it('posts trimmed text', () =>
    agenda([])
      .when(cmd('PostAnnouncement', { at: at(1), id: 'a1', text: '  Break in 5 minutes ' }))
      .then([posted]));
  it('refuses blank text', () =>
    agenda([])
      .when(cmd('PostAnnouncement', { at: at(1), id: 'a1', text: ' ' }))
      .thenThrows('BAD_USER_INPUT', 'required'));
  it('refuses long text', () =>
    agenda([])
      .when(cmd('PostAnnouncement', { at: at(1), id: 'a1', text: 'x'.repeat(281) }))
      .thenThrows('BAD_USER_INPUT', '280'));
  it('withdraws one', () =>
    agenda([posted])
      .when(cmd('WithdrawAnnouncement', { id: 'a1' }))
      .thenState((state) => expect(state.announcements).toEqual([])));
  it('refuses to withdraw an unknown one', () =>
    agenda([posted])
      .when(cmd('WithdrawAnnouncement', { id: 'zz' }))
      .thenThrows('NOT_FOUND'));
});
