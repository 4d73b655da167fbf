import { useIntl, type IntlShape } from 'react-intl';
import { categoryFormula } from '@fit/events/judging/results';
import { MAX_SCORE, MIN_SCORE } from '@fit/events/judging/validation';
import { shownTeamName } from '@fit/events/privacy/team-name';
import { erasedTeamLabel } from '../../../lib/teamName.ts';

// Which rank gets which medal lives in events/ (podium, leaderboard, widget and audit share it).
export { medalOf } from '@fit/events/ballot/places';

/**
 * How places, points and names are written in the page's language. Places follow the team's
 * competition rank (teams tied for first are both '1st Place').
 */
export function resultTexts(intl: IntlShape) {
  return {
    /** '1st', '2nd', '3rd', '4th', … */
    ordinal: (place: number) =>
      intl.formatMessage({ id: 'results.ordinal', defaultMessage: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' }, { place }),
    /** '1st Place', shared by every team holding that rank. */
    place: (place: number) =>
      intl.formatMessage({ id: 'results.place', defaultMessage: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Place' }, { place }),
    /** '8 points' */
    points: (count: number) => intl.formatMessage({ id: 'results.points', defaultMessage: '{count, plural, one {# point} other {# points}}' }, { count }),
    /** A team without a name shows as 'Unknown Team'; an erased one in the page's language (the API's name is its English marker). */
    teamName: (row: { teamName?: string | null; erased?: boolean | null }) =>
      shownTeamName(
        { name: row.teamName?.trim() || intl.formatMessage({ id: 'results.unknownTeam', defaultMessage: 'Unknown Team' }), erased: row.erased },
        erasedTeamLabel(intl),
      ),
    /** A rehearsal's label. */
    rehearsal: (label: string | null) =>
      label === null || label === API_REHEARSAL_LABEL ? intl.formatMessage({ id: 'results.rehearsal', defaultMessage: 'Rehearsal — sample data' }) : label,
    /** A prize category's formula with its weight (events' categoryFormula, in the page's language). */
    formula: (method: string, weight: number | null | undefined) => {
      if (method === 'peer') return intl.formatMessage({ id: 'results.formula.peer', defaultMessage: 'Score = peer score (points ÷ the most points any team got)' });
      if (method === 'jury')
        return intl.formatMessage(
          { id: 'results.formula.jury', defaultMessage: 'Score = jury score ((average judge score − {min, number}) ÷ {range, number})' },
          { min: MIN_SCORE, range: MAX_SCORE - MIN_SCORE },
        );
      const w = weight ?? 0;
      return intl.formatMessage(
        { id: 'results.formula.blend', defaultMessage: 'Score = {peer, number} × peer score + {jury, number} × jury score' },
        { peer: round3(w), jury: round3(1 - w) },
      );
    },
  };
}

export function useResultTexts() {
  return resultTexts(useIntl());
}

/**
 * The API labels a rehearsal with events' REHEARSAL_LABEL, in English: the page writes that one
 * in its own language and shows any other label as it is.
 */
export const API_REHEARSAL_LABEL = 'Rehearsal — sample data';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const BLEND = /^Score = ([\d.]+) × peer score \+ ([\d.]+) × jury score$/;

/**
 * The method and weight behind a formula as the API writes it (categoryFormula, in English), so
 * the page can write it in its own language; null for a text it does not recognise.
 */
export function parseFormula(formula: string): { method: string; weight: number | null } | null {
  if (formula === categoryFormula({ method: 'peer', weight: null })) return { method: 'peer', weight: null };
  if (formula === categoryFormula({ method: 'jury', weight: null })) return { method: 'jury', weight: null };
  const m = BLEND.exec(formula);
  return m ? { method: 'blend', weight: Number(m[1]) } : null;
}
