import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ChangeTeamAvatarMutation } from '../graphql/changeTeamAvatar.ts';
import { toast } from '../../../lib/toast.ts';

const m = defineMessages({
  updated: { id: 'team.avatar.updated', defaultMessage: 'Avatar updated' },
  updatedText: { id: 'team.avatar.updatedText', defaultMessage: 'Your team avatar has been successfully changed.' },
  failed: { id: 'team.avatar.failed', defaultMessage: 'Update failed' },
  failedText: { id: 'team.avatar.failedText', defaultMessage: 'Failed to update team avatar. Please try again.' },
});

/** Avatar change (docs/PRODUCT.md#teams); resolves true when the menu may close. */
export function useChangeAvatar(team: { id: string; avatarIcon?: string | null }) {
  const intl = useIntl();
  const [change, { loading }] = useMutation(ChangeTeamAvatarMutation);
  const choose = useCallback(
    async (icon: string): Promise<boolean> => {
      if (icon === team.avatarIcon) return true;
      try {
        // The answer is the normalised Team, so the cache (and every view of it) refreshes.
        await change({ variables: { teamId: team.id, avatarIcon: icon } });
        toast({ title: intl.formatMessage(m.updated), description: intl.formatMessage(m.updatedText) });
        return true;
      } catch (error) {
        console.error('Failed to update avatar', error);
        toast({ title: intl.formatMessage(m.failed), description: intl.formatMessage(m.failedText), variant: 'destructive' });
        return false;
      }
    },
    [change, team.id, team.avatarIcon, intl],
  );
  return { choose, pending: loading };
}
