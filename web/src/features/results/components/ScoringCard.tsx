import { TIE_BREAK_RULE } from '@fit/events/ballot/tally';
import { POINTS_BY_RANK } from '@fit/events/shared/constants';
import { Card } from '../../../components/ui/Card/Card.tsx';
import * as styles from './Results.css.ts';

const pts = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** How the totals are made (docs/PRODUCT.md#voting) and how ties are broken (the tally's own rule). */
export function ScoringCard() {
  return (
    <Card title="Scoring System">
      <ul className={styles.scoring}>
        <li>1st place vote: {pts(POINTS_BY_RANK[1])}</li>
        <li>2nd place vote: {pts(POINTS_BY_RANK[2])}</li>
        <li>3rd place vote: {pts(POINTS_BY_RANK[3])}</li>
        <li>Each team picks its top 3 favourites among the other teams of its cohort; no team can vote for itself.</li>
      </ul>
      <p className={styles.tieBreak}>{TIE_BREAK_RULE}</p>
    </Card>
  );
}
