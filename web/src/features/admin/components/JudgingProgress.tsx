import { useQuery, useSubscription } from '@apollo/client/react';
import { AdminJudgingProgressQuery } from '../graphql/judgingProgress.ts';
import { AdminJudgingProgressChangedSubscription } from '../graphql/judgingProgressChanged.ts';
import * as styles from './CohortCard.css.ts';

/** "judge X: N of M scored" for each judge of a cohort, live; nothing for a cohort without judges. */
export function JudgingProgress({ tag }: { tag: string }) {
  const q = useQuery(AdminJudgingProgressQuery, { variables: { cohortTag: tag } });
  useSubscription(AdminJudgingProgressChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !q.data?.judging.judges.length,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const judging = data.data?.judgingChanged;
      if (judging) client.cache.writeQuery({ query: AdminJudgingProgressQuery, variables: { cohortTag: tag }, data: { __typename: 'Query', judging } });
    },
    onError: (error) => console.warn('Judging progress live updates stopped', error),
  });
  const judges = q.data?.judging.judges ?? [];
  if (judges.length === 0) return null;
  return (
    <ul className={styles.members} aria-label="Judging progress" aria-live="polite">
      {judges.map((j) => (
        <li key={j.judgeId} className={styles.member} data-testid="dashboard-judge-progress">
          {j.name}: {j.scored} of {j.total} scored
        </li>
      ))}
    </ul>
  );
}
