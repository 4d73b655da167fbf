import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { FeedbackThreadsQuery } from '../graphql/feedbackThreads.ts';
import { FeedbackChangedSubscription } from '../graphql/feedbackChanged.ts';
import { CommentOnPhaseMutation } from '../graphql/commentOnPhase.ts';
import { ReplyToFeedbackMutation } from '../graphql/replyToFeedback.ts';
import { ResolveFeedbackMutation } from '../graphql/resolveFeedback.ts';
import { ReopenFeedbackMutation } from '../graphql/reopenFeedback.ts';
import type { FeedbackThreadFieldsFragment } from '../../../gql/graphql.ts';
import { useReadOnNewSession, useSessionEpoch } from '../../../lib/apollo.ts';

export type FeedbackThread = FeedbackThreadFieldsFragment;

const byCreated = (a: FeedbackThread, b: FeedbackThread) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The list with `thread` in place of any thread of the same id, oldest first. */
export function withThread(list: readonly FeedbackThread[], thread: FeedbackThread): FeedbackThread[] {
  return [...list.filter((t) => t.id !== thread.id), thread].sort(byCreated);
}

export interface Feedback {
  threads: FeedbackThread[];
  loading: boolean;
  /** The viewer may not see this team's feedback (no team session, another team's). */
  denied: boolean;
  comment: (fieldId: string | null, text: string) => Promise<unknown>;
  reply: (threadId: string, text: string) => Promise<unknown>;
  resolve: (threadId: string) => Promise<unknown>;
  reopen: (threadId: string) => Promise<unknown>;
}

/**
 * One phase's feedback threads of one team, live: the list loads once, then every new or changed
 * thread of the team arrives over the subscription (another phase's are ignored). Threads are
 * normalised by id, so a reply or a resolve updates the thread wherever it shows.
 */
export function useFeedback(teamId: string | null, phaseNumber: number): Feedback {
  const query = useQuery(FeedbackThreadsQuery, { variables: { teamId: teamId ?? '', phaseNumber }, skip: !teamId });
  const denied = Boolean(
    query.error && CombinedGraphQLErrors.is(query.error) && query.error.errors.some((e) => ['UNAUTHENTICATED', 'FORBIDDEN'].includes(String(e.extensions?.code))),
  );
  const ready = Boolean(teamId && query.data);
  const { subscribeToMore, refetch } = query;
  // A live connection keeps the session it opened with: after a session change (a secure-link
  // login, a join) the subscription starts again, and its start sends every thread as the new
  // session sees it. The list is read again only when it has nothing yet (the old session was
  // refused it), so the subscription can start.
  const session = useSessionEpoch();
  useReadOnNewSession(teamId ? refetch : null, ready);
  useEffect(() => {
    if (!ready || !teamId) return;
    return subscribeToMore({
      document: FeedbackChangedSubscription,
      variables: { teamId },
      updateQuery: (prev, { subscriptionData }) => {
        const thread = subscriptionData.data?.feedbackChanged as FeedbackThread | undefined;
        const list = (prev?.feedbackThreads ?? []) as FeedbackThread[];
        if (!thread || thread.phaseNumber !== phaseNumber) return prev as never;
        return { ...prev, feedbackThreads: withThread(list, thread) } as never;
      },
      onError: (error) => console.warn('Feedback live updates stopped', error),
    });
  }, [ready, teamId, phaseNumber, subscribeToMore, session]);

  const [commentM] = useMutation(CommentOnPhaseMutation);
  const [replyM] = useMutation(ReplyToFeedbackMutation);
  const [resolveM] = useMutation(ResolveFeedbackMutation);
  const [reopenM] = useMutation(ReopenFeedbackMutation);

  return {
    threads: (query.data?.feedbackThreads ?? []) as FeedbackThread[],
    loading: query.loading,
    denied,
    comment: (fieldId, text) =>
      commentM({
        variables: { teamId: teamId!, phaseNumber, fieldId, text },
        update: (cache, { data }) => {
          const thread = data?.commentOnPhase as FeedbackThread | undefined;
          if (!thread) return;
          cache.updateQuery({ query: FeedbackThreadsQuery, variables: { teamId: teamId!, phaseNumber } }, (prev) =>
            prev ? { ...prev, feedbackThreads: withThread(prev.feedbackThreads as FeedbackThread[], thread) } : prev,
          );
        },
      }),
    reply: (threadId, text) => replyM({ variables: { threadId, text } }),
    resolve: (threadId) => resolveM({ variables: { threadId } }),
    reopen: (threadId) => reopenM({ variables: { threadId } }),
  };
}
