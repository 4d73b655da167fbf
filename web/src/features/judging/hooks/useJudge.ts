import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { JudgeViewQuery } from '../graphql/judgeView.ts';
import { JudgeViewChangedSubscription } from '../graphql/judgeViewChanged.ts';
import { ScoreTeamMutation } from '../graphql/scoreTeam.ts';
import type { JudgeViewFieldsFragment } from '../../../gql/graphql.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';

/** The judge's own page: their view (live: judging opened or closed, teams reassigned) and scoring. */
export function useJudge() {
  const intl = useIntl();
  const q = useQuery(JudgeViewQuery, { fetchPolicy: 'network-only' });
  const write = useCallback(
    (judgeView: JudgeViewFieldsFragment) => q.client.cache.writeQuery({ query: JudgeViewQuery, data: { __typename: 'Query', judgeView } }),
    [q.client],
  );
  useSubscription(JudgeViewChangedSubscription, {
    skip: !q.data?.judgeView,
    ignoreResults: true,
    onData: ({ data }) => {
      const view = data.data?.judgeViewChanged;
      if (view) write(view);
    },
    onError: (error) => console.warn('Judge page live updates stopped', error),
  });
  const [scoreM] = useMutation(ScoreTeamMutation);
  /** Saves one team's scores in one category; the server's refusal message, or null when saved. */
  const score = async (categoryId: string, teamId: string, scores: number[], comment: string): Promise<string | null> => {
    try {
      const { data } = await scoreM({ variables: { categoryId, teamId, scores, comment: comment.trim() || null } });
      if (data) write(data.scoreTeam);
      return null;
    } catch (error) {
      return graphqlErrorMessage(error) ?? intl.formatMessage({ id: 'judging.score.failed', defaultMessage: 'Could not save the score. Please try again.' });
    }
  };
  return {
    loading: q.loading,
    error: q.error ? (graphqlErrorMessage(q.error) ?? intl.formatMessage({ id: 'judging.judge.loadFailed', defaultMessage: 'Could not load your judging page.' })) : null,
    view: q.data?.judgeView ?? null,
    score,
  };
}
