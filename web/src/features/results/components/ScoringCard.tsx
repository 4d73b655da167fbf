import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_RANKS, POINTS_BY_RANK } from '@fit/events/shared/constants';
import { Card } from '../../../components/ui/Card/Card.tsx';
import * as styles from './Results.css.ts';

/**
 * How the totals are made (docs/PRODUCT.md#voting) and how ties are broken (the tally's own
 * rule: the tie-break text is events' TIE_BREAK_RULE, word for word in English).
 */
export function ScoringCard() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'results.scoring.title', defaultMessage: 'Scoring System' })}>
      <ul className={styles.scoring}>
        {([1, 2, 3] as const).map((place) => (
          <li key={place}>
            <FormattedMessage
              id="results.scoring.placeVote"
              defaultMessage="{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place vote: {points, plural, one {# point} other {# points}}"
              values={{ place, points: POINTS_BY_RANK[place] }}
            />
          </li>
        ))}
        <li>
          <FormattedMessage
            id="results.scoring.rule"
            defaultMessage="Each team picks its top {ranks, number} favourites among the other teams of its cohort; no team can vote for itself."
            values={{ ranks: MAX_RANKS }}
          />
        </li>
      </ul>
      <p className={styles.tieBreak}>
        <FormattedMessage
          id="results.scoring.tieBreak"
          defaultMessage="Teams with equal points are ordered by the most 1st-place votes, then 2nd-place, then 3rd-place votes; teams level on all of these share the same rank and place (two teams tied for first are both 1st Place, and the next team is 3rd Place)."
        />
      </p>
    </Card>
  );
}
