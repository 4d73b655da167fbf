import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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

const m = defineMessages({
  add: { id: 'judging.failed.add', defaultMessage: 'Failed to add the category' },
  update: { id: 'judging.failed.update', defaultMessage: 'Failed to change the category' },
  remove: { id: 'judging.failed.remove', defaultMessage: 'Failed to remove the category' },
  reorder: { id: 'judging.failed.reorder', defaultMessage: 'Failed to reorder the categories' },
  invite: { id: 'judging.failed.invite', defaultMessage: 'Failed to invite the judge' },
  removeJudge: { id: 'judging.failed.removeJudge', defaultMessage: 'Failed to remove the judge' },
  teams: { id: 'judging.failed.teams', defaultMessage: "Failed to change the judge's teams" },
  assign: { id: 'judging.failed.assign', defaultMessage: 'Failed to assign teams' },
  open: { id: 'judging.failed.open', defaultMessage: 'Failed to open judging' },
  close: { id: 'judging.failed.close', defaultMessage: 'Failed to close judging' },
});

/**
 * The instructor's judging page for one cohort: its judging, live (every score moves a judge's
 * "N of M scored"), and the commands. Refusals come back as toasts with the server's message.
 */
export function useJudgingAdmin(tag: string) {
  const intl = useIntl();
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
    addCategory: (input: CategoryInput) => run(() => addM({ variables: { ...v, input } }), intl.formatMessage(m.add)),
    updateCategory: (categoryId: string, input: CategoryInput) => run(() => updateM({ variables: { ...v, categoryId, input } }), intl.formatMessage(m.update)),
    removeCategory: (categoryId: string) => run(() => removeM({ variables: { ...v, categoryId } }), intl.formatMessage(m.remove)),
    reorder: (categoryIds: string[]) => run(() => reorderM({ variables: { ...v, categoryIds } }), intl.formatMessage(m.reorder)),
    inviteJudge: (name: string) => run(() => inviteM({ variables: { ...v, name } }), intl.formatMessage(m.invite)),
    removeJudge: (judgeId: string) => run(() => removeJudgeM({ variables: { ...v, judgeId } }), intl.formatMessage(m.removeJudge)),
    setTeams: (judgeId: string, teamIds: string[]) => run(() => teamsM({ variables: { ...v, judgeId, teamIds } }), intl.formatMessage(m.teams)),
    assign: (judgesPerTeam: number) => run(() => assignM({ variables: { ...v, judgesPerTeam } }), intl.formatMessage(m.assign)),
    setOpen: (open: boolean) => run(() => openM({ variables: { ...v, open } }), intl.formatMessage(open ? m.open : m.close)),
  };
}
