import type { IntlShape } from 'react-intl';
import { shownTeamName } from '@fit/events/privacy/team-name';

/** The erased marker in the page's language (the API sends it in English, with `erased: true`). */
export const erasedTeamLabel = (intl: IntlShape) => intl.formatMessage({ id: 'privacy.erasedTeam', defaultMessage: 'Erased team' });

/** A team's name as this page shows it: an erased team's in the page's language, by events' one rule. */
export const teamNameIn = (intl: IntlShape, team: { name: string; erased?: boolean | null }) => shownTeamName(team, erasedTeamLabel(intl));
