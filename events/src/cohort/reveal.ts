/**
 * The instructor-driven results show, as cohort state: which stage every open results page,
 * presenter view and widget shows, and whether it is a rehearsal on sample data. One rule for
 * the decider's state and the cohorts read model alike (nextReveal), and one set of sample rows
 * for every door that presents a rehearsal (rehearsalResults).
 */
import { tallyResults, type ResultRow } from '../ballot/tally.js';
import type { CohortEvent, RevealStage } from './events.js';

export type CohortReveal = { stage: RevealStage; rehearsal: boolean };

/**
 * The show after an event. Revealing the results ends a rehearsal and hiding them ends a real
 * show, so a new show starts from the pages' own reveal screen and sample data never lingers
 * over real results.
 */
export function nextReveal(reveal: CohortReveal | null, event: CohortEvent): CohortReveal | null {
  switch (event.type) {
    case 'RevealStepped':
      return { stage: event.data.stage, rehearsal: event.data.rehearsal };
    case 'RevealReleased':
      return null;
    case 'ResultsRevealed':
      return reveal?.rehearsal ? null : reveal;
    case 'ResultsHidden':
      return reveal?.rehearsal ? reveal : null;
    default:
      return reveal;
  }
}

export const REHEARSAL_LABEL = 'Rehearsal — sample data';

const SAMPLE_TEAMS = ['Sample Team Aurora', 'Sample Team Beacon', 'Sample Team Cascade', 'Sample Team Drift', 'Sample Team Ember'];
const sampleId = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
// Who ranks whom (indexes into SAMPLE_TEAMS), 1st, 2nd, 3rd: a clear winner and a tie-break.
const SAMPLE_BALLOTS: [number, number, number][] = [
  [1, 2, 3],
  [0, 2, 4],
  [1, 0, 3],
  [1, 2, 0],
  [2, 1, 0],
];

/** Fictional results for a rehearsal: never derived from any cohort's teams or ballots. */
export function rehearsalResults(): ResultRow[] {
  const teams = new Map(SAMPLE_TEAMS.map((name, i) => [sampleId(i), { name, avatarIcon: null, websiteUrl: null }]));
  const ballots = SAMPLE_BALLOTS.map((picks, voter) => ({
    voterTeamId: sampleId(voter),
    votes: picks.map((t, r) => ({ votedForTeamId: sampleId(t), rank: r + 1 })),
  }));
  return tallyResults(ballots, teams);
}
