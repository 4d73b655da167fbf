import { FlaskConical, Trophy } from 'lucide-react';
import { isPlaceShown } from '@fit/events/cohort/stages';
import { usePresentation, type Presentation } from '../hooks/usePresentation.ts';
import { usePresentedCategory } from '../hooks/usePresentedCategory.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { useReveal, type RevealStage } from '../hooks/useReveal.ts';
import { placeLabel, teamNameOf } from './labels.ts';
import { ChainHead } from '../../../components/ChainHead/ChainHead.tsx';
import * as styles from './Presenter.css.ts';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

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
          <h1 className={styles.big}>Cohort Not Found</h1>
        </div>
      </main>
    );
  }
  return <Show presentation={presentation} driven={driven} tag={tag} />;
}

function Show({ presentation, driven, tag }: { presentation: Presentation; driven: RevealStage | null; tag: string }) {
  const { name, rehearsal, label, resultsVisible } = presentation;
  // A prize category presented by the instructor (issue 24): its podium, its score out of 100.
  const presented = usePresentedCategory(tag);
  const category = rehearsal ? null : (presented?.category ?? null);
  const rows = category ? presented!.rows : presentation.rows;
  const amount = category ? (n: number) => `score ${n} / 100` : points;
  const reducedMotion = usePrefersReducedMotion();
  const { revealed, stage, reveal } = useReveal(reducedMotion, driven);
  // The projector always shows places, even for fewer than PODIUM_MIN_ROWS teams: the room sees who won.
  const podium = rows.slice(0, 3);

  let body;
  if (!rehearsal && !resultsVisible) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>Results Not Yet Available</p>
        <p className={styles.note}>The final votes are being tallied.</p>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>No votes yet</p>
      </div>
    );
  } else if (!revealed) {
    body = (
      <div className={styles.center}>
        <p className={styles.big}>And the winners are...</p>
        <p className={styles.note}>All votes have been counted.</p>
        {driven === null && (
          <button type="button" className={styles.button} onClick={reveal}>
            <Trophy aria-hidden="true" focusable="false" size="1em" /> Reveal
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <ol className={styles.podium} aria-live="polite" aria-label="Podium">
        {podium.map((row, i) => {
          const place = (i + 1) as 1 | 2 | 3;
          const isShown = isPlaceShown(place, stage);
          return (
            <li key={row.teamId || `hidden-${place}`} className={`${styles.place[place]} ${isShown ? styles.shown : ''}`} data-place={isShown ? place : undefined}>
              {isShown ? (
                <>
                  <p className={styles.placeLabel}>{placeLabel(row.rank)}</p>
                  <p className={styles.teamName}>{teamNameOf(row)}</p>
                  <p className={styles.points}>{amount(row.totalPoints)}</p>
                </>
              ) : (
                <>
                  <span className={styles.hidden} aria-hidden="true">
                    ?
                  </span>
                  <span className={styles.points}>{placeLabel(place)}: still hidden</span>
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
        {category && <p className={styles.note}>{category.formula}</p>}
        {rehearsal && (
          <p className={styles.rehearsal} role="note">
            <FlaskConical aria-hidden="true" focusable="false" size="1em" /> {label ?? 'Rehearsal — sample data'}
          </p>
        )}
      </header>
      {body}
      <footer className={styles.footer}>
        {others.length > 0 && (
          <ol className={styles.rest} aria-label="Also ranked">
            {others.map((row) => (
              <li key={row.teamId}>
                {placeLabel(row.rank)}: {teamNameOf(row)} ({amount(row.totalPoints)})
              </li>
            ))}
          </ol>
        )}
        {!rehearsal && <ChainHead tag={tag} compact />}
      </footer>
    </main>
  );
}
