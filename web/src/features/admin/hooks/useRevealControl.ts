import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { AdminRevealCohortQuery } from '../graphql/revealCohort.ts';
import { AdminRevealCohortChangedSubscription } from '../graphql/revealCohortChanged.ts';
import { AdminStepRevealMutation } from '../graphql/stepReveal.ts';
import { AdminReleaseRevealMutation } from '../graphql/releaseReveal.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';

const m = defineMessages({
  stepFailed: { id: 'admin.reveal.stepFailed', defaultMessage: 'Failed to step the reveal' },
  releaseFailed: { id: 'admin.reveal.releaseFailed', defaultMessage: 'Failed to stop presenting' },
});

/**
 * The instructor's remote for one cohort's results show: the cohort (live, so two instructors or
 * two tabs agree), and step / release commands. Refusals (results hidden, archived) come back as
 * toasts with the server's message.
 */
export function useRevealControl(tag: string) {
  const q = useQuery(AdminRevealCohortQuery, { variables: { tag }, fetchPolicy: 'network-only' });
  useSubscription(AdminRevealCohortChangedSubscription, {
    variables: { tag },
    skip: !q.data?.cohort,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const cohort = data.data?.cohortChanged;
      if (cohort) client.cache.writeQuery({ query: AdminRevealCohortQuery, variables: { tag }, data: { __typename: 'Query', cohort } });
    },
    onError: (error) => console.warn('Reveal control live updates stopped', error),
  });
  const [stepM] = useMutation(AdminStepRevealMutation);
  const [releaseM] = useMutation(AdminReleaseRevealMutation);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (fn: () => Promise<unknown>, failure: MessageDescriptor) => {
    setBusy(true);
    try {
      await fn();
    } catch (error) {
      toast({
        title: currentIntl().formatMessage(failure),
        description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }, []);

  const cohort = q.data?.cohort ?? null;
  const write = (c: NonNullable<typeof cohort>) =>
    q.client.cache.writeQuery({ query: AdminRevealCohortQuery, variables: { tag }, data: { __typename: 'Query', cohort: c } });
  const step = (stage: number, rehearsal: boolean) =>
    run(async () => {
      const { data } = await stepM({ variables: { tag, stage, rehearsal } });
      if (data) write(data.stepReveal);
    }, m.stepFailed);
  const release = () =>
    run(async () => {
      const { data } = await releaseM({ variables: { tag } });
      if (data) write(data.releaseReveal);
    }, m.releaseFailed);

  return { loading: q.loading, cohort, busy, step, release };
}
