import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { AgendaQuery } from '../graphql/agenda.ts';
import { PlanAgendaMutation } from '../graphql/planAgenda.ts';
import { StartAgendaMutation } from '../graphql/startAgenda.ts';
import { PauseAgendaMutation } from '../graphql/pauseAgenda.ts';
import { ResumeAgendaMutation } from '../graphql/resumeAgenda.ts';
import { ExtendAgendaItemMutation } from '../graphql/extendAgendaItem.ts';
import { SkipAgendaItemMutation } from '../graphql/skipAgendaItem.ts';
import { ResetAgendaMutation } from '../graphql/resetAgenda.ts';
import { BringTeamsMutation } from '../graphql/bringTeams.ts';
import { ReleaseHoldMutation } from '../graphql/releaseHold.ts';
import { PostAnnouncementMutation } from '../graphql/postAnnouncement.ts';
import { WithdrawAnnouncementMutation } from '../graphql/withdrawAnnouncement.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { AgendaData } from './useAgenda.ts';

const m = defineMessages({
  plan: { id: 'agenda.failed.plan', defaultMessage: 'Could not save the plan' },
  start: { id: 'agenda.failed.start', defaultMessage: 'Could not start the agenda' },
  pause: { id: 'agenda.failed.pause', defaultMessage: 'Could not pause' },
  resume: { id: 'agenda.failed.resume', defaultMessage: 'Could not resume' },
  extend: { id: 'agenda.failed.extend', defaultMessage: 'Could not add time' },
  skip: { id: 'agenda.failed.skip', defaultMessage: 'Could not move on' },
  reset: { id: 'agenda.failed.reset', defaultMessage: 'Could not reset the agenda' },
  bring: { id: 'agenda.failed.bring', defaultMessage: 'Could not bring the teams' },
  release: { id: 'agenda.failed.release', defaultMessage: 'Could not release the hold' },
  post: { id: 'agenda.failed.post', defaultMessage: 'Could not post the announcement' },
  withdraw: { id: 'agenda.failed.withdraw', defaultMessage: 'Could not withdraw the announcement' },
});

/**
 * The instructor's controls for one cohort's agenda. Each answer is the agenda after the change,
 * written into the cache at once (the subscription brings the same to every other page).
 * Refusals come back as toasts with the server's message.
 */
export function useAgendaControls(tag: string) {
  const client = useApolloClient();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [plan] = useMutation(PlanAgendaMutation);
  const [start] = useMutation(StartAgendaMutation);
  const [pause] = useMutation(PauseAgendaMutation);
  const [resume] = useMutation(ResumeAgendaMutation);
  const [extend] = useMutation(ExtendAgendaItemMutation);
  const [skip] = useMutation(SkipAgendaItemMutation);
  const [reset] = useMutation(ResetAgendaMutation);
  const [bring] = useMutation(BringTeamsMutation);
  const [release] = useMutation(ReleaseHoldMutation);
  const [post] = useMutation(PostAnnouncementMutation);
  const [withdraw] = useMutation(WithdrawAnnouncementMutation);

  const run = useCallback(
    async (fn: () => Promise<{ data?: Record<string, unknown> | null }>, failure: string): Promise<boolean> => {
      setBusy(true);
      try {
        const { data } = await fn();
        const agenda = data && (Object.values(data)[0] as AgendaData | undefined);
        if (agenda) client.cache.writeQuery({ query: AgendaQuery, variables: { cohortTag: tag }, data: { __typename: 'Query', agenda } });
        return true;
      } catch (error) {
        toast({ title: failure, description: graphqlErrorMessage(error) ?? (error instanceof Error ? error.message : undefined), variant: 'destructive' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, tag],
  );

  const v = { tag };
  return {
    busy,
    plan: (items: { phase: number; minutes: number }[]) => run(() => plan({ variables: { ...v, items } }), intl.formatMessage(m.plan)),
    start: () => run(() => start({ variables: v }), intl.formatMessage(m.start)),
    pause: () => run(() => pause({ variables: v }), intl.formatMessage(m.pause)),
    resume: () => run(() => resume({ variables: v }), intl.formatMessage(m.resume)),
    extend: (minutes: number, keepEnd: boolean) => run(() => extend({ variables: { ...v, minutes, keepEnd } }), intl.formatMessage(m.extend)),
    skip: () => run(() => skip({ variables: v }), intl.formatMessage(m.skip)),
    reset: () => run(() => reset({ variables: v }), intl.formatMessage(m.reset)),
    bring: (phase: number, noticeSeconds: number, hold: boolean) => run(() => bring({ variables: { ...v, phase, noticeSeconds, hold } }), intl.formatMessage(m.bring)),
    release: () => run(() => release({ variables: v }), intl.formatMessage(m.release)),
    post: (text: string) => run(() => post({ variables: { ...v, text } }), intl.formatMessage(m.post)),
    withdraw: (id: string) => run(() => withdraw({ variables: { ...v, id } }), intl.formatMessage(m.withdraw)),
  };
}
