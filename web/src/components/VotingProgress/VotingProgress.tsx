import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { Vote } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { onRealtimeReconnect } from '../../lib/apollo.ts';
import { VotingProgressChangedSubscription, VotingProgressQuery } from './votingProgress.graphql.ts';
import * as styles from './VotingProgress.css.ts';

interface VotingProgressProps {
  cohortTag: string;
  className?: string;
}

/**
 * "N of M teams have voted", live. Shared by the instructor dashboard and the showcase (a
 * feature-neutral component, like the ui ones, because both features show the same public
 * counts); the rule behind N and M lives on the server (voting-progress.read.ts).
 */
export function VotingProgress({ cohortTag, className }: VotingProgressProps) {
  const { data, refetch } = useQuery(VotingProgressQuery, { variables: { cohortTag }, fetchPolicy: 'cache-and-network' });
  useSubscription(VotingProgressChangedSubscription, {
    variables: { cohortTag },
    ignoreResults: true,
    onData: ({ client, data: next }) => {
      const progress = next.data?.votingProgressChanged;
      if (progress) client.cache.writeQuery({ query: VotingProgressQuery, variables: { cohortTag }, data: { __typename: 'Query', votingProgress: progress } });
    },
    onError: (error) => console.warn('Voting progress live updates stopped', error),
  });
  useEffect(() => onRealtimeReconnect(() => void refetch().catch(() => undefined)), [refetch]);

  const progress = data?.votingProgress;
  if (!progress) return null;
  const { votedCount, eligibleCount } = progress;
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')} role="status" data-testid="voting-progress">
      <Vote aria-hidden="true" size={20} />
      <span>
        <FormattedMessage
          id="components.votingProgress.text"
          defaultMessage="<count>{voted, number}</count> of <count>{eligible, number}</count> {eligible, plural, one {team has} other {teams have}} voted"
          values={{ voted: votedCount, eligible: eligibleCount, count: (chunks) => <span className={styles.count}>{chunks}</span> }}
        />
      </span>
    </p>
  );
}
