import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../store/types.js';
import { SHOWCASE_TEAM } from './showcase.read.js';

/**
 * "N of M teams have voted" for one cohort — counts only, never who ranked whom.
 *
 * M (eligibleCount): teams currently in the cohort with a submitted website — exactly the
 * teams the ballot decider lets vote (voter in the cohort, website submitted).
 * N (votedCount): those of them that have cast their ballot in this cohort. A team that voted
 * and then left the cohort is in neither number (its ballot still counts in the tally), so
 * N never exceeds M. The dashboard, the showcase, GraphQL and REST all read this function.
 */
export interface VotingProgress {
  cohortTag: string;
  votedCount: number;
  eligibleCount: number;
}

export async function votingProgress(em: EntityManager, cohortTag: string): Promise<VotingProgress> {
  const [row] = await em.execute<{ voted: string | number; eligible: string | number }[]>(
    `select count(b.voter_team_id) as voted, count(*) as eligible
     from teams t left join ballots b on b.cohort_tag = t.cohort_tag and b.voter_team_id = t.id
     where ${SHOWCASE_TEAM}`,
    [cohortTag],
  );
  return { cohortTag, votedCount: Number(row?.voted ?? 0), eligibleCount: Number(row?.eligible ?? 0) };
}

/** Events that can change a cohort's progress: a ballot, a submission, a team joining or leaving. */
export function affectsVotingProgress(e: StoredEvent, cohortTag: string): boolean {
  const data = e.data as { cohortTag?: string; previousCohortTag?: string | null };
  switch (e.type) {
    case 'BallotCast':
    case 'BallotChanged':
    case 'WebsiteSubmitted':
    case 'TeamUnassignedFromCohort':
      return data.cohortTag === cohortTag;
    case 'TeamAssignedToCohort':
      return data.cohortTag === cohortTag || data.previousCohortTag === cohortTag;
    default:
      return false;
  }
}
