import { useMutation } from '@apollo/client/react';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CastBallotMutation } from '../graphql/castBallot.ts';
import { MyVotesQuery } from '../graphql/myVotes.ts';
import { ShowcaseTeamsQuery } from '../graphql/showcaseTeams.ts';
import { toVotes, type RankSelection } from './ranking.ts';
import { saveReceipt } from '../../../lib/receipts.ts';

/**
 * Submit Votes (docs/PRODUCT.md#showcase): on success the receipt is kept in the browser and the
 * ballot's answer becomes the team's votes in the cache, so the thank-you banner shows with the
 * receipt. The submissions are reloaded as well, to show the list as it is when the team has voted.
 */
export function useCastBallot(cohortTag: string) {
  const [cast, { loading }] = useMutation(CastBallotMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MyVotesQuery, variables: { cohortTag }, data: { __typename: 'Query', myVotes: data.castBallot.votes } });
    },
    refetchQueries: [ShowcaseTeamsQuery],
    awaitRefetchQueries: true,
  });

  async function submit(selection: RankSelection): Promise<boolean> {
    try {
      const { data } = await cast({ variables: { cohortTag, votes: toVotes(selection) } });
      if (data?.castBallot.receipt) saveReceipt(cohortTag, data.castBallot.receipt);
      toast({ title: 'Votes submitted successfully', description: 'Thank you for participating in the showcase voting!' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to submit votes', description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined), variant: 'destructive' });
      return false;
    }
  }

  return { submit, submitting: loading };
}
