import { CATEGORY_TIE_BREAK_RULE } from '@fit/events/judging/results';
import { useCategoryResults } from '../hooks/useCategoryResults.ts';
import { placeLabel } from './labels.ts';
import * as styles from './Results.css.ts';

const percent = (n: number) => `${Math.round(n * 1000) / 10}`;

function weightText(method: string, weight: number | null | undefined) {
  if (method === 'peer') return 'Decided by the peer vote.';
  if (method === 'jury') return 'Decided by the jury.';
  const w = weight ?? 0;
  return `Weight: ${percent(w)} % peer vote, ${percent(1 - w)} % jury.`;
}

/**
 * One podium per prize category (docs/PRODUCT.md#prize-categories-and-the-jury): the top three
 * with their score out of 100, the category's weight and formula. Nothing for a cohort without
 * categories, so its page is exactly as before.
 */
export function CategoryPodiums({ tag }: { tag: string }) {
  const categories = useCategoryResults(tag, false);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.sectionTitle}>
        Prize categories
      </h2>
      {categories.map((c) => (
        <section key={c.categoryId} aria-label={`${c.name} podium`} aria-live="polite">
          <h3>{c.name}</h3>
          <p>
            {weightText(c.method, c.weight)} {c.formula}. Peer score = points ÷ the most points any team got; jury score = (average judge score − 1) ÷ 4.
          </p>
          {c.rows.length === 0 ? (
            <p>No result yet.</p>
          ) : (
            <ol>
              {c.rows.slice(0, 3).map((r) => (
                <li key={r.teamId}>
                  <strong>{placeLabel(r.rank)}</strong>: {r.teamName} — score {percent(r.score)} / 100
                  {r.juryScore !== null && r.juryScore !== undefined && ` (jury ${percent(r.juryScore)}, ${r.judgeCount} ${r.judgeCount === 1 ? 'judge' : 'judges'})`}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <p>{CATEGORY_TIE_BREAK_RULE}</p>
    </section>
  );
}
