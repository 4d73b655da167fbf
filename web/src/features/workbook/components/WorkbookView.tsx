import type { Workbook } from '@fit/events/workbook';
import * as styles from './WorkbookView.css.ts';

/** The printable workbook: the same model as the Markdown download, laid out for paper. */
export function WorkbookView({ book }: { book: Workbook }) {
  return (
    <article className={styles.book} aria-label={`Workbook of ${book.team.name}`}>
      <h1 className={styles.title}>
        Workbook: {book.team.name} ({book.team.code})
      </h1>
      <p className={styles.muted}>Exported {book.date} from Found-in-Two.</p>
      {book.phases.map((p) => (
        <section key={p.phase} className={styles.phase} aria-labelledby={`wb-phase-${p.phase}`}>
          <h2 id={`wb-phase-${p.phase}`} className={styles.phaseTitle}>
            Phase {p.phase}: {p.title}
          </h2>
          {p.answered ? (
            <dl className={styles.answers}>
              {p.answers.map((a) => (
                <div key={a.id}>
                  <dt className={styles.label}>{a.label}</dt>
                  <dd className={styles.value}>{a.value.trim() || <em className={styles.muted}>No answer.</em>}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>
              <em>No answers yet.</em>
            </p>
          )}
          <h3 className={styles.label}>Generated prompt</h3>
          <pre className={styles.prompt}>{p.prompt}</pre>
        </section>
      ))}
    </article>
  );
}
