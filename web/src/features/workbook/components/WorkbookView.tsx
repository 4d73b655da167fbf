import { FormattedMessage, useIntl } from 'react-intl';
import type { Workbook } from '@fit/events/workbook';
import * as styles from './WorkbookView.css.ts';

/** The printable workbook: the same model as the Markdown download, laid out for paper. */
export function WorkbookView({ book }: { book: Workbook }) {
  const intl = useIntl();
  return (
    <article className={styles.book} aria-label={intl.formatMessage({ id: 'workbook.view.label', defaultMessage: 'Workbook of {name}' }, { name: book.team.name })}>
      <h1 className={styles.title}>
        <FormattedMessage id="workbook.view.title" defaultMessage="Workbook: {name} ({code})" values={{ name: book.team.name, code: book.team.code }} />
      </h1>
      <p className={styles.muted}>
        <FormattedMessage id="workbook.view.exported" defaultMessage="Exported {date} from Found-in-Two." values={{ date: book.date }} />
      </p>
      {book.phases.map((p) => (
        <section key={p.phase} className={styles.phase} aria-labelledby={`wb-phase-${p.phase}`}>
          <h2 id={`wb-phase-${p.phase}`} className={styles.phaseTitle}>
            <FormattedMessage id="workbook.view.phase" defaultMessage="Phase {phase, number}: {title}" values={{ phase: p.phase, title: p.title }} />
          </h2>
          {p.answered ? (
            <dl className={styles.answers}>
              {p.answers.map((a) => (
                <div key={a.id}>
                  <dt className={styles.label}>{a.label}</dt>
                  <dd className={styles.value}>
                    {a.value.trim() || (
                      <em className={styles.muted}>
                        <FormattedMessage id="workbook.view.noAnswer" defaultMessage="No answer." />
                      </em>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>
              <em>
                <FormattedMessage id="workbook.view.noAnswers" defaultMessage="No answers yet." />
              </em>
            </p>
          )}
          <h3 className={styles.label}>
            <FormattedMessage id="workbook.view.generatedPrompt" defaultMessage="Generated prompt" />
          </h3>
          <pre className={styles.prompt}>{p.prompt}</pre>
        </section>
      ))}
    </article>
  );
}
