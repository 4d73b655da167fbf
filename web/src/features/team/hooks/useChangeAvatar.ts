import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ChangeTeamAvatarMutation } from '../graphql/changeTeamAvatar.ts';
import { toast } from '../../../lib/toast.ts';

/** Avatar change (docs/PRODUCT.md#teams); resolves true when the menu may close. */
export function useChangeAvatar(team: { id: string; avatarIcon?: string | null }) {
  const [change, { loading }] = useMutation(ChangeTeamAvatarMutation);
  const choose = useCallback(
    async (icon: string): Promise<boolean> => {
      if (icon === team.avatarIcon) return true;
      try {
        // The answer is the normalised Team, so the cache (and every view of it) refreshes.
        await change({ variables: { teamId: team.id, avatarIcon: icon } });
        toast({ title: 'Avatar updated', description: 'Your team avatar has been successfully changed.' });
        return true;
      } catch (error) {
        console.error('Failed to update avatar', error);
        toast({ title: 'Update failed', description: 'Failed to update team avatar. Please try again.', variant: 'destructive' });
        return false;
      }
    },
    [change, team.id, team.avatarIcon],
  );
  return { choose, pending: loading };
}
