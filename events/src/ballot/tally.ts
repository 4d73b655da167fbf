/**
 * Results of a cohort's vote (docs/PRODUCT.md#voting and #results). One points rule (addVote)
 * and one ranking (rankRows) serve everywhere: the tallies read model adds each vote with
 * addVote and the results query ranks its rows; the audit replay, the public verification and
 * the rehearsal's sample results fold ballots with tallyBallots and rank them the same way.
 */
import { POINTS_BY_RANK } from '../shared/constants.js';
import type { Rank } from './events.js';

export const UNKNOWN_TEAM_NAME = 'Unknown Team';

/** Shown in the results page's Scoring System card; keep it in step with compareEntries. */
export const TIE_BREAK_RULE =
  'Teams with equal points are ordered by the most 1st-place votes, then 2nd-place, then 3rd-place votes; teams level on all of these share the same rank and place (two teams tied for first are both 1st Place, and the next team is 3rd Place).';

/** One team's running score: total points and how many 1st, 2nd and 3rd-place votes it got. */
export interface TallyEntry {
  points: number;
  r1: number;
  r2: number;
  r3: number;
}

export type Tally = ReadonlyMap<string, TallyEntry>;

export interface TallyVote {
  votedForTeamId: string;
  rank: number;
}

/** A counted ballot; who cast it does not change the tally. */
export interface TallyBallot {
  voterTeamId?: string;
  votes: readonly TallyVote[];
}

export interface TallyTeam {
  name: string;
  avatarIcon: string | null;
  websiteUrl: string | null;
  /** The team was erased: `name` is the erased marker (events/src/privacy/team-name.ts). */
  erased?: boolean;
}

export interface ResultRow {
  /** Competition rank: teams level on points and all three counts share it (1, 1, 3). */
  rank: number;
  teamId: string;
  teamName: string;
  /** The team was erased: teamName is the English marker, which a page shows in its own language (shownTeamName). */
  erased: boolean;
  avatarIcon: string | null;
  websiteUrl: string | null;
  totalPoints: number;
  /** Always ranks 1, 2 and 3, in that order. */
  votes: { rank: Rank; count: number }[];
}

const EMPTY: TallyEntry = { points: 0, r1: 0, r2: 0, r3: 0 };

const isRank = (rank: number): rank is Rank => rank === 1 || rank === 2 || rank === 3;

/**
 * The points rule, the one place a vote becomes points: a team's entry after one more vote at
 * a rank (3 points for 1st, 2 for 2nd, 1 for 3rd, and one more vote counted at that rank).
 * Pure: returns a new entry. A rank outside 1..3 scores nothing (the ballot decider never
 * emits one). The tallies read model adds each vote with it; tallyBallots folds ballots with it.
 */
export function addVote(entry: TallyEntry | undefined, rank: number): TallyEntry {
  const e = entry ?? EMPTY;
  if (!isRank(rank)) return e;
  return {
    points: e.points + POINTS_BY_RANK[rank],
    r1: e.r1 + (rank === 1 ? 1 : 0),
    r2: e.r2 + (rank === 2 ? 1 : 0),
    r3: e.r3 + (rank === 3 ? 1 : 0),
  };
}

/**
 * A team's entry after a changed ballot gives it `addedRank` instead of `removedRank` (either
 * undefined when that ballot did not name the team): the old vote's points and count taken off
 * by the same rule (addVote) that added them. The tallies read model applies a BallotChanged
 * with it, so its rows stay equal to tallyBallots over each team's latest ballot.
 */
export function changeVote(entry: TallyEntry | undefined, removedRank: number | undefined, addedRank: number | undefined): TallyEntry {
  const e = entry ?? EMPTY;
  const plus = addedRank === undefined ? EMPTY : addVote(undefined, addedRank);
  const minus = removedRank === undefined ? EMPTY : addVote(undefined, removedRank);
  return { points: e.points + plus.points - minus.points, r1: e.r1 + plus.r1 - minus.r1, r2: e.r2 + plus.r2 - minus.r2, r3: e.r3 + plus.r3 - minus.r3 };
}

/** A ballot event as replays read it from the log: a first ballot or a change, with who cast it. */
export interface LoggedBallot {
  type: string;
  data: { voterTeamId: string; votes: readonly TallyVote[]; receipt: string };
}

/**
 * The counted ballots of a cohort from its ballot events in log order: each team's latest
 * (a BallotChanged replaces what the team cast before). What the audit replay, the public
 * verification and the receipt check count; the event's own copy of the replaced ballot is
 * not trusted here, only the order of the chained events.
 */
export function latestBallots<B extends LoggedBallot>(events: Iterable<B>): Map<string, B> {
  const latest = new Map<string, B>();
  for (const e of events) {
    // Re-inserted so that the map's order is the order of each team's latest ballot.
    latest.delete(e.data.voterTeamId);
    latest.set(e.data.voterTeamId, e);
  }
  return latest;
}

/** The tally of a set of ballots: every vote added once by addVote, in one pass. */
export function tallyBallots(ballots: Iterable<TallyBallot>): Map<string, TallyEntry> {
  const tally = new Map<string, TallyEntry>();
  for (const { votes } of ballots) {
    for (const { votedForTeamId, rank } of votes) tally.set(votedForTeamId, addVote(tally.get(votedForTeamId), rank));
  }
  return tally;
}

/** Negative when a ranks above b on score alone; 0 when they are level and share a rank. */
const compareEntries = (a: TallyEntry, b: TallyEntry): number => b.points - a.points || b.r1 - a.r1 || b.r2 - a.r2 || b.r3 - a.r3;

/** Deterministic on every machine: case-insensitive by code point, then exact, then by id. */
const compareNames = (a: { teamName: string; teamId: string }, b: { teamName: string; teamId: string }): number => {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return byCode(a.teamName.toLowerCase(), b.teamName.toLowerCase()) || byCode(a.teamName, b.teamName) || byCode(a.teamId, b.teamId);
};

/**
 * Ranked result rows from a tally: only teams with at least one vote; ordered by points, then
 * 1st, 2nd and 3rd-place counts (TIE_BREAK_RULE), then by name so the display is stable.
 */
export function rankRows(tally: Tally, teams: ReadonlyMap<string, TallyTeam>): ResultRow[] {
  const entries = [...tally]
    .filter(([, e]) => e.r1 + e.r2 + e.r3 > 0)
    .map(([teamId, entry]) => {
      const team = teams.get(teamId);
      return {
        teamId,
        entry,
        teamName: team?.name ?? UNKNOWN_TEAM_NAME,
        erased: !!team?.erased,
        avatarIcon: team?.avatarIcon ?? null,
        websiteUrl: team?.websiteUrl ?? null,
      };
    })
    .sort((a, b) => compareEntries(a.entry, b.entry) || compareNames(a, b));

  const rows: ResultRow[] = [];
  entries.forEach((row, index) => {
    const level = index > 0 && compareEntries(entries[index - 1]!.entry, row.entry) === 0;
    rows.push({
      rank: level ? rows[index - 1]!.rank : index + 1,
      teamId: row.teamId,
      teamName: row.teamName,
      erased: row.erased,
      avatarIcon: row.avatarIcon,
      websiteUrl: row.websiteUrl,
      totalPoints: row.entry.points,
      votes: [
        { rank: 1, count: row.entry.r1 },
        { rank: 2, count: row.entry.r2 },
        { rank: 3, count: row.entry.r3 },
      ],
    });
  });
  return rows;
}

/**
 * Ranked result rows from a cohort's ballots: what the results query, the reveal and the audit
 * replay all show. Equal to rankRows over the tallies read model, which is kept by addVote too.
 */
export function tallyResults(ballots: Iterable<TallyBallot>, teams: ReadonlyMap<string, TallyTeam>): ResultRow[] {
  return rankRows(tallyBallots(ballots), teams);
}
