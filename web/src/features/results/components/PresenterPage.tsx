import { FlaskConical, Trophy } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPlaceShown } from '@fit/events/cohort/stages';
import { usePresentation, type Presentation } from '../hooks/usePresentation.ts';
import { usePresentedCategory } from '../hooks/usePresentedCategory.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { useReveal, type RevealStage } from '../hooks/useReveal.ts';
import { parseFormula, resultTexts } from './labels.ts';
import { ChainHead } from '../../../components/ChainHead/ChainHead.tsx';
import * as styles from './Presenter.css.ts';

/**
 * /results/:cohortTag/present — the projector view. It follows the instructor's show (stage and
 * rehearsal, live); while no one drives it, the button reveals on this screen alone.
 */
export function PresenterPage({ tag }: { tag: string }) {
  const { loading, presentation, driven } = usePresentation(tag);
  if (loading) return <main className={styles.screen} aria-busy="true" />;
  if (!presentation) {
    return (
      <main className={styles.screen}>
        <div />
        <div className={styles.center}>
          <h1 className={styles.big}>
            <FormattedMessage id="results.notFound.title" defaultMessage="Cohort Not Found" />
          </h1>
        </div>
      </main>
    );
  }
  return <Show presentation={presentation} driven={driven} tag={tag} />;
}

function Show({ presentation, driven, tag }: { presentation: Presentation; driven: RevealStage | null; tag: string }) {
  const intl = useIntl();
  const t = resultTexts(intl);
  const { name, rehearsal, label, resultsVisible } = presentation;
  // A prize category presented by the instructor: its podium, its score out of 100.
  const presented = usePresentedCategory(tag);
  const category = rehearsal ? null : (presented?.category ?? null);
  const rows = category ? presented!.rows : presentation.rows;
  const amount = category
    ? (n: number) => intl.formatMessage({ id: 'results.presenter.score', defaultMessage: 'score {score, number} / {max, number}' }, { score: n, max: 100 })
    : t.points;
  // The API writes the formula in English: written again here in the screen's language.
  const parsed = category ? parseFormula(category.formula) : null;
  const formula = category ? (parsed ? t.formula(parsed.method, parsed.weight) : category.formula) : null;
  const reducedMotion = usePrefersReducedMotion();
  const { revealed, stage, reveal } = useReveal(reducedMotion, driven);
  // The projector always shows places, even for fewer than PODIUM_MIN_ROWS teams: the room sees who won.
  const podium = rows.slice(0, 3);

  let body;
  if (!rehearsal && !resultsVisible) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>
          <FormattedMessage id="results.hidden.title" defaultMessage="Results Not Yet Available" />
        </p>
        <p className={styles.note}>
          <FormattedMessage id="results.presenter.tallying" defaultMessage="The final votes are being tallied." />
        </p>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>
          <FormattedMessage id="results.empty.title" defaultMessage="No votes yet" />
        </p>
      </div>
    );
  } else if (!revealed) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>
          <FormattedMessage id="results.reveal.button" defaultMessage="And the winners are..." />
        </p>
        <p className={styles.note}>
          <FormattedMessage id="results.presenter.counted" defaultMessage="All votes have been counted." />
        </p>
        {driven === null && (
          <button type="button" className={styles.button} onClick={reveal}>
            <Trophy aria-hidden="true" focusable="false" size="1em" /> <FormattedMessage id="results.presenter.reveal" defaultMessage="Reveal" />
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <ol className={styles.podium} aria-live="polite" aria-label={intl.formatMessage({ id: 'results.presenter.podium', defaultMessage: 'Podium' })}>
        {podium.map((row, i) => {
          const place = (i + 1) as 1 | 2 | 3;
          const isShown = isPlaceShown(place, stage);
          return (
            <li key={row.teamId || `hidden-${place}`} className={`${styles.place[place]} ${isShown ? styles.shown : ''}`} data-place={isShown ? place : undefined}>
              {isShown ? (
                <>
                  <p className={styles.placeLabel}>{t.place(row.rank)}</p>
                  <p className={styles.teamName}>{t.teamName(row)}</p>
                  <p className={styles.points}>{amount(row.totalPoints)}</p>
                </>
              ) : (
                <>
                  <span className={styles.hidden} aria-hidden="true">
                    ?
                  </span>
                  <span className={styles.points}>
                    <FormattedMessage
                      id="results.presenter.stillHidden"
                      defaultMessage="{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Place: still hidden"
                      values={{ place }}
                    />
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  const others = revealed && stage >= 3 ? rows.slice(3, 8) : [];
  return (
    <main className={styles.screen} data-stage={revealed ? stage : 0}>
      <header className={styles.header}>
        <h1 className={styles.title}>{category ? `${name} — ${category.name}` : name}</h1>
        {category && <p className={styles.note}>{formula}</p>}
        {rehearsal && (
          <p className={styles.rehearsal} role="note">
            <FlaskConical aria-hidden="true" focusable="false" size="1em" /> {t.rehearsal(label)}
          </p>
        )}
      </header>
      {body}
      <footer className={styles.footer}>
        {others.length > 0 && (
          <ol className={styles.rest} aria-label={intl.formatMessage({ id: 'results.presenter.alsoRanked', defaultMessage: 'Also ranked' })}>
            {others.map((row) => (
              <li key={row.teamId}>
                <FormattedMessage
                  id="results.presenter.rankedRow"
                  defaultMessage="{place}: {name} ({amount})"
                  values={{ place: t.place(row.rank), name: t.teamName(row), amount: amount(row.totalPoints) }}
                />
              </li>
            ))}
          </ol>
        )}
        {!rehearsal && <ChainHead tag={tag} compact />}
      </footer>
    </main>
  );
}
