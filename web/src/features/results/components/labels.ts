import { UNKNOWN_TEAM_NAME } from '@fit/events/ballot/tally.ts';

export const MEDALS = { 1: '🥇', 2: '🥈', 3: '🥉' } as const;
export const PLACE_NAMES = { 1: '1st Place', 2: '2nd Place', 3: '3rd Place' } as const;

/** SPEC §2: a team without a name shows as 'Unknown Team'. */
export const teamNameOf = (row: { teamName?: string | null }) => row.teamName?.trim() || UNKNOWN_TEAM_NAME;
