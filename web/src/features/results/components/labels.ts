import { UNKNOWN_TEAM_NAME } from '@fit/events/ballot/tally';

// How places are named lives in events/ (podium, leaderboard, widget and audit share it).
export { medalOf, ordinal, placeLabel } from '@fit/events/ballot/places';

/** A team without a name shows as 'Unknown Team'. */
export const teamNameOf = (row: { teamName?: string | null }) => row.teamName?.trim() || UNKNOWN_TEAM_NAME;
