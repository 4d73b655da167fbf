import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useIntl } from 'react-intl';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CastBallotMutation } from '../graphql/castBallot.ts';
import { ChangeBallotMutation } from '../graphql/changeBallot.ts';
import { MyVotesQuery } from '../graphql/myVotes.ts';
import { ShowcaseTeamsQuery } from '../graphql/showcaseTeams.ts';
import { toVotes, type RankSelection } from './ranking.ts';
import { saveReceipt } from '../../../lib/receipts.ts';

type Ballot = { receipt: string; votes: { __typename?: 'Vote'; votedForTeamId: string; rank: number }[] };

/**
 * Submit Votes and Submit Changed Votes (docs/PRODUCT.md#showcase, #changing-a-ballot): on
 * success the new receipt is kept in the browser (a changed ballot's receipt replaces the old
 * one, which no longer counts) and the answer becomes the team's votes in the cache, so the
 * thank-you banner shows with the receipt. The submissions are reloaded as well, to show the
 * list as it is when the team has voted.
 */
export function useCastBallot(cohortTag: string) {
  const intl = useIntl();
  const keep = (cache: ApolloCache, ballot: Ballot | undefined) => {
    if (ballot)
      cache.writeQuery({
        query: MyVotesQuery,
        variables: { cohortTag },
        data: { __typename: 'Query', myVotes: ballot.votes.map((v) => ({ __typename: 'Vote' as const, ...v })) },
      });
  };
  const options = { refetchQueries: [ShowcaseTeamsQuery], awaitRefetchQueries: true };
  const [cast, castState] = useMutation(CastBallotMutation, { ...options, update: (cache, { data }) => keep(cache, data?.castBallot) });
  const [change, changeState] = useMutation(ChangeBallotMutation, { ...options, update: (cache, { data }) => keep(cache, data?.changeBallot) });

  async function submit(selection: RankSelection, { replace = false } = {}): Promise<boolean> {
    const variables = { cohortTag, votes: toVotes(selection) };
    try {
      const receipt = replace ? (await change({ variables })).data?.changeBallot.receipt : (await cast({ variables })).data?.castBallot.receipt;
      if (receipt) saveReceipt(cohortTag, receipt);
      if (replace)
        toast({
          title: intl.formatMessage({ id: 'showcase.ballot.changed', defaultMessage: 'Ballot changed' }),
          description: intl.formatMessage({
            id: 'showcase.ballot.changedText',
            defaultMessage: 'Your new votes replace the old ones. Keep the new receipt: the old one no longer counts.',
          }),
        });
      else
        toast({
          title: intl.formatMessage({ id: 'showcase.ballot.submitted', defaultMessage: 'Votes submitted successfully' }),
          description: intl.formatMessage({ id: 'showcase.ballot.submittedText', defaultMessage: 'Thank you for participating in the showcase voting!' }),
        });
      return true;
    } catch (error) {
      const description = graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined);
      const title = replace
        ? intl.formatMessage({ id: 'showcase.ballot.changeFailed', defaultMessage: 'Failed to change votes' })
        : intl.formatMessage({ id: 'showcase.ballot.submitFailed', defaultMessage: 'Failed to submit votes' });
      toast({ title, description, variant: 'destructive' });
      return false;
    }
  }

  return { submit, submitting: castState.loading || changeState.loading };
}
