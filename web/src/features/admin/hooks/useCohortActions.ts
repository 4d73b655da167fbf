import { useMutation } from '@apollo/client/react';
import type { Locale } from '@fit/events/i18n';
import { useCallback } from 'react';
import { AdminCreateCohortMutation } from '../graphql/createCohort.ts';
import { AdminUpdateCohortMutation } from '../graphql/updateCohort.ts';
import { AdminArchiveCohortMutation } from '../graphql/archiveCohort.ts';
import { AdminRestoreCohortMutation } from '../graphql/restoreCohort.ts';
import { AdminAssignTeamsMutation } from '../graphql/assignTeams.ts';
import { AdminUnassignTeamsMutation } from '../graphql/unassignTeams.ts';
import { AdminSetCohortRetentionMutation } from '../graphql/setCohortRetention.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';
import { addCohort } from '../../../lib/apollo.ts';
import type { AdminCohort } from '../types.ts';

export type CohortFlag = 'votingOpen' | 'resultsVisible';

const m = defineMessages({
  created: { id: 'admin.cohortActions.created', defaultMessage: 'Cohort created successfully' },
  createFailed: { id: 'admin.cohortActions.createFailed', defaultMessage: 'Failed to create cohort' },
  updated: { id: 'admin.cohortActions.updated', defaultMessage: 'Cohort updated successfully' },
  updateFailed: { id: 'admin.cohortActions.updateFailed', defaultMessage: 'Failed to update cohort' },
  archived: { id: 'admin.cohortActions.archived', defaultMessage: 'Cohort archived successfully' },
  archiveFailed: { id: 'admin.cohortActions.archiveFailed', defaultMessage: 'Failed to archive cohort' },
  restored: { id: 'admin.cohortActions.restored', defaultMessage: 'Cohort restored successfully' },
  restoreFailed: { id: 'admin.cohortActions.restoreFailed', defaultMessage: 'Failed to restore cohort' },
  assigned: { id: 'admin.cohortActions.assigned', defaultMessage: 'Teams assigned successfully' },
  assignFailed: { id: 'admin.cohortActions.assignFailed', defaultMessage: 'Failed to assign teams' },
  unassigned: { id: 'admin.cohortActions.unassigned', defaultMessage: 'Teams unassigned successfully' },
  unassignFailed: { id: 'admin.cohortActions.unassignFailed', defaultMessage: 'Failed to unassign teams' },
});

/** A success title, or a destructive failure title with the server's message. */
async function attempt(run: () => Promise<unknown>, success: MessageDescriptor, failure: MessageDescriptor): Promise<boolean> {
  const intl = currentIntl();
  try {
    await run();
    toast({ title: intl.formatMessage(success) });
    return true;
  } catch (error) {
    console.error(failure.defaultMessage, error);
    toast({
      title: intl.formatMessage(failure),
      description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined),
      variant: 'destructive',
    });
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
  const [retentionM] = useMutation(AdminSetCohortRetentionMutation);

  const createCohort = useCallback(
    (input: { tag: string; name: string; description: string | null }) =>
      attempt(() => createM({ variables: input, update: (cache, { data }) => data && addCohort(cache, data.createCohort) }), m.created, m.createFailed),
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
        m.updated,
        m.updateFailed,
      ),
    [updateM],
  );

  /** The language the cohort's teams' pages start in; null leaves it to each browser (docs/PRODUCT.md#languages). */
  const setLanguage = useCallback(
    (cohort: AdminCohort, language: Locale | null) =>
      attempt(
        () =>
          updateM({
            variables: { tag: cohort.tag, input: { language: language ?? '' } },
            optimisticResponse: { __typename: 'Mutation', updateCohort: { ...cohort, language } },
          }),
        m.updated,
        m.updateFailed,
      ),
    [updateM],
  );

  /** Days its teams are kept after archiving (docs/PRIVACY.md#retention); allowed on an archived cohort too. */
  const setRetention = useCallback(
    (cohort: AdminCohort, days: number | null) => attempt(() => retentionM({ variables: { tag: cohort.tag, days } }), m.updated, m.updateFailed),
    [retentionM],
  );

  // Archiving and restoring answer the cohort with its new `archived` flag: the cached lists
  // read that flag, so the card moves between the active and archived views by itself.
  const archiveCohort = useCallback((tag: string) => attempt(() => archiveM({ variables: { tag } }), m.archived, m.archiveFailed), [archiveM]);

  const restoreCohort = useCallback((tag: string) => attempt(() => restoreM({ variables: { tag } }), m.restored, m.restoreFailed), [restoreM]);

  // The answers are the changed teams; normalised by id, they move between cohort cards by themselves.
  const assignTeams = useCallback(
    (cohortTag: string, teamIds: string[]) => attempt(() => assignM({ variables: { cohortTag, teamIds } }), m.assigned, m.assignFailed),
    [assignM],
  );

  const unassignTeams = useCallback((teamIds: string[]) => attempt(() => unassignM({ variables: { teamIds } }), m.unassigned, m.unassignFailed), [unassignM]);

  return {
    createCohort,
    setFlag,
    setLanguage,
    setRetention,
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
