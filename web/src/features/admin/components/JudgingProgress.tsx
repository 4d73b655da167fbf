import { useQuery, useSubscription } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminJudgingProgressQuery } from '../graphql/judgingProgress.ts';
import { AdminJudgingProgressChangedSubscription } from '../graphql/judgingProgressChanged.ts';
import * as styles from './CohortCard.css.ts';

/** "judge X: N of M scored" for each judge of a cohort, live; nothing for a cohort without judges. */
export function JudgingProgress({ tag }: { tag: string }) {
  const intl = useIntl();
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
    <ul className={styles.members} aria-label={intl.formatMessage({ id: 'admin.judging.progress', defaultMessage: 'Judging progress' })} aria-live="polite">
      {judges.map((j) => (
        <li key={j.judgeId} className={styles.member} data-testid="dashboard-judge-progress">
          <FormattedMessage
            id="admin.judging.judgeProgress"
            defaultMessage="{judge}: {scored, number} of {total, number} scored"
            values={{ judge: j.name, scored: j.scored, total: j.total }}
          />
        </li>
      ))}
    </ul>
  );
}
