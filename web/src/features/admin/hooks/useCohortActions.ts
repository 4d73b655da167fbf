import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminCreateCohortMutation } from '../graphql/createCohort.ts';
import { AdminUpdateCohortMutation } from '../graphql/updateCohort.ts';
import { AdminArchiveCohortMutation } from '../graphql/archiveCohort.ts';
import { AdminRestoreCohortMutation } from '../graphql/restoreCohort.ts';
import { AdminAssignTeamsMutation } from '../graphql/assignTeams.ts';
import { AdminUnassignTeamsMutation } from '../graphql/unassignTeams.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { addCohort } from '../../../lib/apollo.ts';
import type { AdminCohort } from '../types.ts';

export type CohortFlag = 'votingOpen' | 'resultsVisible';

/** A success title, or a destructive failure title with the server's message. */
async function attempt(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    toast({ title: success });
    return true;
  } catch (error) {
    console.error(failure, error);
    toast({ title: failure, description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined), variant: 'destructive' });
    return false;
  }
}

/** The instructor's cohort commands. Each resolves true on success; toasts say how it went. */
export function useCohortActions() {
  const [createM, create] = useMutation(AdminCreateCohortMutation);
  const [updateM] = useMutation(AdminUpdateCohortMutation);
  const [archiveM, archive] = useMutation(AdminArchiveCohortMutation);
  const [restoreM, restore] = useMutation(AdminRestoreCohortMutation);
  const [assignM, assign] = useMutation(AdminAssignTeamsMutation);
  const [unassignM, unassign] = useMutation(AdminUnassignTeamsMutation);

  const createCohort = useCallback(
    (input: { tag: string; name: string; description: string | null }) =>
      attempt(
        () => createM({ variables: input, update: (cache, { data }) => data && addCohort(cache, data.createCohort) }),
        'Cohort created successfully',
        'Failed to create cohort',
      ),
    [createM],
  );

  /**
   * The flag flips at once (an optimistic answer written to the normalised cohort) and
   * flips back by itself if the call fails, since Apollo drops the optimistic layer on error.
   */
  const setFlag = useCallback(
    (cohort: AdminCohort, flag: CohortFlag, value: boolean) =>
      attempt(
        () =>
          updateM({
            variables: { tag: cohort.tag, input: { [flag]: value } },
            optimisticResponse: { __typename: 'Mutation', updateCohort: { ...cohort, [flag]: value } },
          }),
        'Cohort updated successfully',
        'Failed to update cohort',
      ),
    [updateM],
  );

  // Archiving and restoring answer the cohort with its new `archived` flag: the cached lists
  // read that flag, so the card moves between the active and archived views by itself.
  const archiveCohort = useCallback(
    (tag: string) => attempt(() => archiveM({ variables: { tag } }), 'Cohort archived successfully', 'Failed to archive cohort'),
    [archiveM],
  );

  const restoreCohort = useCallback(
    (tag: string) => attempt(() => restoreM({ variables: { tag } }), 'Cohort restored successfully', 'Failed to restore cohort'),
    [restoreM],
  );

  // The answers are the changed teams; normalised by id, they move between cohort cards by themselves.
  const assignTeams = useCallback(
    (cohortTag: string, teamIds: string[]) => attempt(() => assignM({ variables: { cohortTag, teamIds } }), 'Teams assigned successfully', 'Failed to assign teams'),
    [assignM],
  );

  const unassignTeams = useCallback(
    (teamIds: string[]) => attempt(() => unassignM({ variables: { teamIds } }), 'Teams unassigned successfully', 'Failed to unassign teams'),
    [unassignM],
  );

  return {
    createCohort,
    setFlag,
    archiveCohort,
    restoreCohort,
    assignTeams,
    unassignTeams,
    pending: {
      create: create.loading,
      archive: archive.loading,
      restore: restore.loading,
      assign: assign.loading,
      unassign: unassign.loading,
    },
  };
}
