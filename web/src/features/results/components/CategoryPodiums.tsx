import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_SCORE, MIN_SCORE } from '@fit/events/judging/validation';
import { useCategoryResults } from '../hooks/useCategoryResults.ts';
import { resultTexts } from './labels.ts';
import * as styles from './Results.css.ts';

const percent = (n: number) => Math.round(n * 1000) / 10;

/**
 * One podium per prize category (docs/PRODUCT.md#prize-categories-and-the-jury): the top three
 * with their score out of 100, the category's weight and formula. Nothing for a cohort without
 * categories, so its page shows the overall podium only.
 */
export function CategoryPodiums({ tag }: { tag: string }) {
  const intl = useIntl();
  const t = resultTexts(intl);
  const categories = useCategoryResults(tag, false);
  if (categories.length === 0) return null;

  function weightText(method: string, weight: number | null | undefined) {
    if (method === 'peer') return intl.formatMessage({ id: 'results.categories.byPeer', defaultMessage: 'Decided by the peer vote.' });
    if (method === 'jury') return intl.formatMessage({ id: 'results.categories.byJury', defaultMessage: 'Decided by the jury.' });
    const w = weight ?? 0;
    return intl.formatMessage(
      { id: 'results.categories.weight', defaultMessage: 'Weight: {peer, number} % peer vote, {jury, number} % jury.' },
      { peer: percent(w), jury: percent(1 - w) },
    );
  }

  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.sectionTitle}>
        <FormattedMessage id="results.categories.title" defaultMessage="Prize categories" />
      </h2>
      {categories.map((c) => (
        <section
          key={c.categoryId}
          aria-label={intl.formatMessage({ id: 'results.categories.podium', defaultMessage: '{name} podium' }, { name: c.name })}
          aria-live="polite"
        >
          <h3>{c.name}</h3>
          <p>
            {weightText(c.method, c.weight)}{' '}
            <FormattedMessage
              id="results.categories.formula"
              defaultMessage="{formula}. Peer score = points ÷ the most points any team got; jury score = (average judge score − {min, number}) ÷ {range, number}."
              values={{ formula: t.formula(c.method, c.weight), min: MIN_SCORE, range: MAX_SCORE - MIN_SCORE }}
            />
          </p>
          {c.rows.length === 0 ? (
            <p>
              <FormattedMessage id="results.categories.noResult" defaultMessage="No result yet." />
            </p>
          ) : (
            <ol>
              {c.rows.slice(0, 3).map((r) => (
                <li key={r.teamId}>
                  {r.juryScore !== null && r.juryScore !== undefined ? (
                    <FormattedMessage
                      id="results.categories.rowWithJury"
                      defaultMessage="<b>{place}</b>: {team} — score {score, number} / {max, number} (jury {jury, number}, {judges, plural, one {# judge} other {# judges}})"
                      values={{
                        b: (chunks) => <strong>{chunks}</strong>,
                        place: t.place(r.rank),
                        team: t.teamName(r),
                        score: percent(r.score),
                        jury: percent(r.juryScore),
                        judges: r.judgeCount,
                        max: 100,
                      }}
                    />
                  ) : (
                    <FormattedMessage
                      id="results.categories.row"
                      defaultMessage="<b>{place}</b>: {team} — score {score, number} / {max, number}"
                      values={{ b: (chunks) => <strong>{chunks}</strong>, place: t.place(r.rank), team: t.teamName(r), score: percent(r.score), max: 100 }}
                    />
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <p>
        <FormattedMessage
          id="results.categories.tieBreak"
          defaultMessage="Teams with equal scores are ordered by the most 1st-place peer votes, then 2nd-place, then 3rd-place votes, then by the higher jury score; teams level on all of these share the same rank."
        />
      </p>
    </section>
  );
}
