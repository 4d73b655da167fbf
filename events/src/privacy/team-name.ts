/**
 * How an erased team's name is shown. The API keeps the English marker in `name`/`teamName` (for
 * clients that read only the name) and says `erased: true` beside it; a page that knows its
 * reader's language shows its own translation instead (the web's `privacy.erasedTeam`, the
 * widget's `erasedTeam`). Web and widget both call shownTeamName, so the flag, not the
 * marker's text, decides everywhere.
 */

/** The name an erased team carries in the API (REST, GraphQL, exports, the public record). */
export const ERASED_TEAM_NAME = 'Erased team';

/** A team's name as shown: `erasedLabel` (the page's translation of the marker) for an erased team, else its name. */
export const shownTeamName = (team: { name: string; erased?: boolean | null }, erasedLabel: string = ERASED_TEAM_NAME): string => (team.erased ? erasedLabel : team.name);
