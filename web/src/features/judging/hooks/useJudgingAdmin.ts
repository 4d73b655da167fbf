import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { JudgingQuery } from '../graphql/judging.ts';
import { JudgingChangedSubscription } from '../graphql/judgingChanged.ts';
import { AddCategoryMutation } from '../graphql/addCategory.ts';
import { UpdateCategoryMutation } from '../graphql/updateCategory.ts';
import { RemoveCategoryMutation } from '../graphql/removeCategory.ts';
import { ReorderCategoriesMutation } from '../graphql/reorderCategories.ts';
import { InviteJudgeMutation } from '../graphql/inviteJudge.ts';
import { RemoveJudgeMutation } from '../graphql/removeJudge.ts';
import { AssignJudgesMutation } from '../graphql/assignJudges.ts';
import { SetJudgingOpenMutation } from '../graphql/setJudgingOpen.ts';
import { SetJudgeTeamsMutation } from '../graphql/setJudgeTeams.ts';
import type { CategoryInput, JudgingFieldsFragment } from '../../../gql/graphql.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The instructor's judging page for one cohort: its judging, live (every score moves a judge's
 * "N of M scored"), and the commands. Refusals come back as toasts with the server's message.
 */
export function useJudgingAdmin(tag: string) {
  const q = useQuery(JudgingQuery, { variables: { cohortTag: tag }, fetchPolicy: 'network-only' });
  const write = useCallback(
    (judging: JudgingFieldsFragment) => {
      const prev = q.client.cache.readQuery({ query: JudgingQuery, variables: { cohortTag: tag } });
      if (prev) q.client.cache.writeQuery({ query: JudgingQuery, variables: { cohortTag: tag }, data: { ...prev, judging } });
    },
    [q.client, tag],
  );
  useSubscription(JudgingChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !q.data?.judging,
    ignoreResults: true,
    onData: ({ data }) => {
      const judging = data.data?.judgingChanged;
      if (judging) write(judging);
    },
    onError: (error) => console.warn('Judging live updates stopped', error),
  });
  const [addM] = useMutation(AddCategoryMutation);
  const [updateM] = useMutation(UpdateCategoryMutation);
  const [removeM] = useMutation(RemoveCategoryMutation);
  const [reorderM] = useMutation(ReorderCategoriesMutation);
  const [inviteM] = useMutation(InviteJudgeMutation);
  const [removeJudgeM] = useMutation(RemoveJudgeMutation);
  const [assignM] = useMutation(AssignJudgesMutation);
  const [openM] = useMutation(SetJudgingOpenMutation);
  const [teamsM] = useMutation(SetJudgeTeamsMutation);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (fn: () => Promise<unknown>, failure: string): Promise<boolean> => {
      setBusy(true);
      try {
        await fn();
        await q.refetch();
        return true;
      } catch (error) {
        toast({ title: failure, description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined), variant: 'destructive' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [q],
  );
  const v = { cohortTag: tag };
  return {
    loading: q.loading,
    error: q.error,
    judging: q.data?.judging ?? null,
    cohort: q.data?.cohort ?? null,
    busy,
    addCategory: (input: CategoryInput) => run(() => addM({ variables: { ...v, input } }), 'Failed to add the category'),
    updateCategory: (categoryId: string, input: CategoryInput) => run(() => updateM({ variables: { ...v, categoryId, input } }), 'Failed to change the category'),
    removeCategory: (categoryId: string) => run(() => removeM({ variables: { ...v, categoryId } }), 'Failed to remove the category'),
    reorder: (categoryIds: string[]) => run(() => reorderM({ variables: { ...v, categoryIds } }), 'Failed to reorder the categories'),
    inviteJudge: (name: string) => run(() => inviteM({ variables: { ...v, name } }), 'Failed to invite the judge'),
    removeJudge: (judgeId: string) => run(() => removeJudgeM({ variables: { ...v, judgeId } }), 'Failed to remove the judge'),
    setTeams: (judgeId: string, teamIds: string[]) => run(() => teamsM({ variables: { ...v, judgeId, teamIds } }), "Failed to change the judge's teams"),
    assign: (judgesPerTeam: number) => run(() => assignM({ variables: { ...v, judgesPerTeam } }), 'Failed to assign teams'),
    setOpen: (open: boolean) => run(() => openM({ variables: { ...v, open } }), open ? 'Failed to open judging' : 'Failed to close judging'),
  };
}
