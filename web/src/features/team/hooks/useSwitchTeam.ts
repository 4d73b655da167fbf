import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TeamLogoutMutation } from '../graphql/teamLogout.ts';
import { toast } from '../../../lib/toast.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { clearDeviceCopy } from '../../../lib/offline.ts';

const m = defineMessages({
  ended: { id: 'team.switch.ended', defaultMessage: 'Team session ended' },
  endedText: { id: 'team.switch.endedText', defaultMessage: 'You can now enter a new team code or use a secure link.' },
  failed: { id: 'team.switch.failed', defaultMessage: 'Switch team failed' },
  failedText: { id: 'team.switch.failedText', defaultMessage: 'Failed to end team session. Please try again.' },
});

/**
 * Switch Team: end the team session, say so, go home, and remove what this device kept of the
 * team for offline use (its phase documents and the API's answers; docs/PRODUCT.md#offline).
 * Offline it is refused: the session lives on the server.
 */
export function useSwitchTeam() {
  const intl = useIntl();
  const [logout] = useMutation(TeamLogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast({ title: intl.formatMessage(m.ended), description: intl.formatMessage(m.endedText) });
      // Leaving the page first closes its document, whose database is then deleted.
      navigate('/');
      await clearDeviceCopy();
    } catch (error) {
      toast({ title: intl.formatMessage(m.failed), description: graphqlErrorMessage(error) ?? intl.formatMessage(m.failedText), variant: 'destructive' });
    }
  }, [logout, navigate, intl]);
}
