import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { TeamByCodeQuery } from '../graphql/teamByCode.ts';
import type { TeamFieldsFragment } from '../../../gql/graphql.ts';

export type Team = TeamFieldsFragment;

/** The team code of the page (?team_id=), upper-cased; null without one. */
export function useTeamCode(): string | null {
  const [params] = useSearchParams();
  const code = params.get('team_id')?.trim().toUpperCase();
  return code ? code : null;
}

/**
 * The team of a code. `team` is null when there is no code or no such team; `error` is set
 * when the lookup itself failed ('Failed to fetch team' is a fallback state, not a screen).
 */
export function useTeam(code: string | null) {
  const { data, loading, error, refetch } = useQuery(TeamByCodeQuery, {
    variables: { code: code ?? '' },
    skip: !code,
  });
  return { team: (code && data?.team) || null, loading: Boolean(code) && loading, error, refetch };
}

/** The active team of the page, from ?team_id=. */
export function useCurrentTeam() {
  const code = useTeamCode();
  return { code, ...useTeam(code) };
}
