import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TeamLogoutMutation } from '../graphql/teamLogout.ts';
import { toast } from '../../../lib/toast.ts';

/** Switch Team: end the team session, say so, go home. */
export function useSwitchTeam() {
  const [logout] = useMutation(TeamLogoutMutation);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast({ title: 'Team session ended', description: 'You can now enter a new team code or use a secure link.' });
      navigate('/');
    } catch {
      toast({ title: 'Switch team failed', description: 'Failed to end team session. Please try again.', variant: 'destructive' });
    }
  }, [logout, navigate]);
}
