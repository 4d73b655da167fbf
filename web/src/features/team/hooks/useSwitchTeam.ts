import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TeamLogoutMutation } from '../graphql/teamLogout.ts';
import { toast } from '../../../lib/toast.ts';

const m = defineMessages({
  ended: { id: 'team.switch.ended', defaultMessage: 'Team session ended' },
  endedText: { id: 'team.switch.endedText', defaultMessage: 'You can now enter a new team code or use a secure link.' },
  failed: { id: 'team.switch.failed', defaultMessage: 'Switch team failed' },
  failedText: { id: 'team.switch.failedText', defaultMessage: 'Failed to end team session. Please try again.' },
});

/** Switch Team: end the team session, say so, go home. */
export function useSwitchTeam() {
  const intl = useIntl();
  const [logout] = useMutation(TeamLogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast({ title: intl.formatMessage(m.ended), description: intl.formatMessage(m.endedText) });
      navigate('/');
    } catch {
      toast({ title: intl.formatMessage(m.failed), description: intl.formatMessage(m.failedText), variant: 'destructive' });
    }
  }, [logout, navigate, intl]);
}
