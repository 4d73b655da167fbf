import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, isUuid, MAX_RANKS, rankRows, type ResultRow } from '@fit/events';
import { rowsAtStage, stageShowsAll } from '@fit/events/cohort/stages';
import { type TeamRow } from '../../projections/teams/team.entity.js';
import { executeBound } from '../../projections/projection.js';
import type { TallyRow } from '../../projections/tallies/tally.entity.js';
import { BallotEntity, type Ballot } from '../../projections/ballots/ballot.entity.js';
import type { Cohort } from '../../projections/cohorts/cohort.entity.js';

/*
 * Who may see what of a showcase, for REST and GraphQL alike (the viewer's rights come in as
 * arguments, `admin`: an instructor, auditors excluded; `staff`: an instructor or an auditor,
 * as auth/viewer.ts's isAdmin and isStaff say; a read model never asks the session itself):
 * - a cohort's results: anyone once the instructor has revealed them; before that, an admin
 *   only (an auditor reads the count through the audit operations). While the instructor steps
 *   a presented reveal, anyone but an admin reads only what the current stage shows
 *   (rowsAtStage, events/src/cohort/stages.ts): REST, GraphQL, the presenter view
 *   (reveal.read.ts, the same for every viewer) and the widget alike.
 * - the verification view of the count (audit.read.ts): opens with the results, and during a
 *   presented reveal with the winner (it holds every ballot and the whole tally); admins and
 *   auditors may check it before.
 * - a team's ballot: the team's own session, or an admin (showcase.access.ts, a session rule).
 */
type Revealable = Pick<Cohort, 'resultsVisible'> & Partial<Pick<Cohort, 'revealStage' | 'revealRehearsal'>>;

/** The stage of a real show, or null: a rehearsal runs on sample data and stages no real result. */
const shownStage = (cohort: Revealable) => (cohort.revealRehearsal ? null : (cohort.revealStage ?? null));

export const resultsVisibleTo = (admin: boolean, cohort: Revealable) => cohort.resultsVisible || admin;

export function assertResultsVisible(admin: boolean, cohort: Revealable) {
  if (!resultsVisibleTo(admin, cohort)) throw forbidden('Results are not yet available');
}

/** The result rows a viewer may read now: all of them for an admin, else what the reveal stage shows. */
export const resultRowsFor = (admin: boolean, cohort: Revealable, rows: readonly ResultRow[]): ResultRow[] => (admin ? [...rows] : rowsAtStage(rows, shownStage(cohort)));

export function assertVerificationVisible(staff: boolean, cohort: Revealable) {
  if (staff) return;
  if (!cohort.resultsVisible) throw forbidden('The verification view opens when the results are revealed');
  if (!stageShowsAll(shownStage(cohort))) throw forbidden('The verification view opens when the winner is revealed');
}

export interface ShowcaseTeamJson {
  id: string;
  name: string;
  /** The team was erased (its name is the erased marker). */
  erased: boolean;
  avatarIcon: string | null;
  submittedWebsiteUrl: string | null;
  cohortTag: string;
}

/**
 * The showcase's teams — a cohort's teams with a submitted website — as a condition on `teams t`
 * whose one `?` is the cohort tag. They are the teams shown, the teams that may vote and be voted
 * for (the ballot decider is told exactly these), and M of "N of M teams have voted".
 */
export const SHOWCASE_TEAM = `t.cohort_tag = ? and t.submitted_website_url is not null`;

/** Teams of the cohort that have submitted a website; never carries access tokens. */
export async function showcaseTeams(em: EntityManager, cohortTag: string): Promise<ShowcaseTeamJson[]> {
  return executeBound<ShowcaseTeamJson>(
    em,
    `select t.id, t.name, t.erased_at is not null as erased, t.avatar_icon as "avatarIcon", t.submitted_website_url as "submittedWebsiteUrl", t.cohort_tag as "cohortTag"
     from teams t where ${SHOWCASE_TEAM} order by t.name, t.id`,
    [cohortTag],
  );
}

/**
 * What the ballot decider needs to know, in one statement (sent with the ballot's lock): the
 * cohort's flags, the voter's cohort and submission, and showcase team ids (as JSON, which pg
 * parses faster than a text[]): those among the ids voted for, and any MAX_RANKS + 1 others,
 * enough to count the ranks to fill with the voter left out. Not the whole showcase: in a
 * 1,200-team cohort, reading and parsing it took a tenth of a ballot's CPU.
 */
export const ballotFactsStatement = (cohortTag: string, voterTeamId: string, votedFor: readonly string[]) => ({
  sql: `select (select jsonb_build_object('votingOpen', c.voting_open, 'archived', c.archived) from cohorts c where c.tag = ?) as cohort,
       (select jsonb_build_object('cohortTag', v.cohort_tag, 'hasSubmittedWebsite', v.submitted_website_url is not null) from teams v where v.id = ?) as voter,
       coalesce((select jsonb_agg(s.id) from (
         select t.id from teams t where ${SHOWCASE_TEAM} and t.id in (select x::uuid from jsonb_array_elements_text(?::jsonb) x)
         union (select t.id from teams t where ${SHOWCASE_TEAM} limit ${MAX_RANKS + 1})
       ) s), '[]') as showcase`,
  // Only ids that can be a team's are compared (a malformed one is refused by the decider).
  params: [cohortTag, voterTeamId, cohortTag, JSON.stringify(votedFor.filter(isUuid)), cohortTag],
});
/** The one row of ballotFactsStatement. */
export interface BallotFacts {
  cohort: { votingOpen: boolean; archived: boolean } | null;
  voter: { cohortTag: string | null; hasSubmittedWebsite: boolean } | null;
  showcase: string[];
}

/** A cast ballot as the ballots read model holds it. */
export type BallotRecord = Ballot;

export const findBallot = (em: EntityManager, cohortTag: string, voterTeamId: string): Promise<Ballot | null> => em.findOne(BallotEntity, { cohortTag, voterTeamId });

export const listBallots = (em: EntityManager, cohortTag: string): Promise<Ballot[]> => em.find(BallotEntity, { cohortTag }, { orderBy: { position: 'asc' } });

/**
 * Ranked result rows of a cohort: the tallies read model (kept current by every ballot) joined
 * with the teams' current names, ranked by the one ranking function of events/.
 */
export async function cohortResults(em: EntityManager, cohortTag: string) {
  // A tally row with its team's columns (null when the team is gone from the teams model).
  type Ranked = Pick<TallyRow, 'team_id' | 'points' | 'r1' | 'r2' | 'r3'> & { [C in 'name' | 'avatar_icon' | 'submitted_website_url']: TeamRow[C] | null } & {
    erased: boolean;
  };
  const rows = await em.execute<Ranked[]>(
    `select t.team_id, t.points, t.r1, t.r2, t.r3, tm.name, tm.avatar_icon, tm.submitted_website_url, tm.erased_at is not null as erased
     from tallies t left join teams tm on tm.id = t.team_id where t.cohort_tag = ?`,
    [cohortTag],
  );
  const tally = new Map(rows.map((r) => [r.team_id, { points: r.points, r1: r.r1, r2: r.r2, r3: r.r3 }]));
  const teams = new Map(
    rows.filter((r) => r.name !== null).map((r) => [r.team_id, { name: r.name!, avatarIcon: r.avatar_icon, websiteUrl: r.submitted_website_url, erased: r.erased }]),
  );
  return rankRows(tally, teams);
}
