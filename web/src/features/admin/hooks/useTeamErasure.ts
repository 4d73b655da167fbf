import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { AdminEraseTeamMutation } from '../graphql/eraseTeam.ts';
import { AdminTeamsQuery } from '../graphql/adminTeams.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';
import type { AdminTeam } from '../types.ts';

const m = defineMessages({
  failed: { id: 'admin.erase.failed', defaultMessage: 'The team could not be erased' },
});

/** Erasing a team from its row: a toast says how it went; the teams are read again (names, answers gone). */
export function useTeamErasure() {
  const [eraseM, state] = useMutation(AdminEraseTeamMutation);
  const erase = useCallback(
    async (team: AdminTeam, confirmCode: string) => {
      const intl = currentIntl();
      try {
        await eraseM({ variables: { teamId: team.id, confirmCode }, refetchQueries: [AdminTeamsQuery], awaitRefetchQueries: true });
        toast({ title: intl.formatMessage({ id: 'admin.erase.done', defaultMessage: '{team} was erased' }, { team: team.name }) });
        return true;
      } catch (error) {
        toast({ title: intl.formatMessage(m.failed), description: graphqlErrorMessage(error) ?? undefined, variant: 'destructive' });
        return false;
      }
    },
    [eraseM],
  );
  return { erase, pending: state.loading };
}
