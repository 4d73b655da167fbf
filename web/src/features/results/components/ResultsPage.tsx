import { FlaskConical, Trophy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PODIUM_MIN_ROWS } from '@fit/events/shared/constants';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useResults, type ResultRow } from '../hooks/useResults.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { useReveal, type RevealStage } from '../hooks/useReveal.ts';
import { usePresentation } from '../hooks/usePresentation.ts';
import { Podium } from './Podium.tsx';
import { Leaderboard } from './Leaderboard.tsx';
import { ScoringCard } from './ScoringCard.tsx';
import { ReceiptCheck } from './ReceiptCheck.tsx';
import { CategoryPodiums } from './CategoryPodiums.tsx';
import { ChainHead } from '../../../components/ChainHead/ChainHead.tsx';
import { PublicRecordLinks } from '../../../components/PublicRecordLinks/PublicRecordLinks.tsx';
import { useResultTexts } from './labels.ts';
import * as styles from './Results.css.ts';

function Message({ title, text, level = 2 }: { title: ReactNode; text: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.message}>
      <Heading className={level === 1 ? styles.title : styles.messageTitle}>{title}</Heading>
      <p className={styles.messageText}>{text}</p>
    </div>
  );
}

/** /results/:cohortTag — the five states in order (docs/PRODUCT.md#results), then the reveal. */
export function ResultsPage({ tag }: { tag: string }) {
  const intl = useIntl();
  const state = useResults(tag);
  const { presentation, driven } = usePresentation(tag);

  if (state.kind === 'not-found') {
    return (
      <main className={styles.page}>
        <Message
          level={1}
          title={<FormattedMessage id="results.notFound.title" defaultMessage="Cohort Not Found" />}
          text={<FormattedMessage id="results.notFound.text" defaultMessage="Please check the URL and try again." />}
        />
      </main>
    );
  }
  if (state.kind === 'loading') {
    return (
      <main className={styles.page}>
        <Spinner label={intl.formatMessage({ id: 'results.loading', defaultMessage: 'Loading results…' })} />
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="results.title" defaultMessage="Voting Results: {name}" values={{ name: state.name }} />
      </h1>
      {presentation?.rehearsal ? (
        <>
          <RehearsalLabel text={presentation.label} />
          <Reveal rows={presentation.rows} tag={tag} driven={driven} rehearsal />
        </>
      ) : (
        <>
          {state.kind === 'hidden' && (
            <Message
              title={<FormattedMessage id="results.hidden.title" defaultMessage="Results Not Yet Available" />}
              text={<FormattedMessage id="results.hidden.text" defaultMessage="The final votes are being tallied. Please check back later!" />}
            />
          )}
          {state.kind === 'empty' && (
            <Message
              title={<FormattedMessage id="results.empty.title" defaultMessage="No votes yet" />}
              text={<FormattedMessage id="results.empty.text" defaultMessage="Results will appear here once voting begins and teams submit their votes." />}
            />
          )}
          {/* The presentation's rows follow each step of the instructor's show live (the api sends what the stage shows: rowsAtStage). */}
          {state.kind === 'ready' && <Reveal rows={presentation?.resultsVisible ? presentation.rows : state.rows} tag={tag} driven={driven} />}
        </>
      )}
      <ChainHead tag={tag} />
    </main>
  );
}

/** 'Rehearsal — sample data': nothing on the page is real. */
export function RehearsalLabel({ text, className }: { text: string | null; className?: string }) {
  const t = useResultTexts();
  return (
    <p className={className ?? styles.rehearsal} role="note">
      <FlaskConical size={20} aria-hidden="true" focusable="false" /> {t.rehearsal(text)}
    </p>
  );
}

/**
 * The reveal screen, then the podium (in three stages), the leaderboard and the scoring card.
 * driven: the instructor's stage (then the page shows exactly it), or null (the page's own click).
 */
function Reveal({ rows, tag, driven, rehearsal = false }: { rows: readonly ResultRow[]; tag: string; driven: RevealStage | null; rehearsal?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const { revealed, stage, reveal } = useReveal(reducedMotion, driven);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const hasPodium = rows.length >= PODIUM_MIN_ROWS;

  // The button that had focus is gone: carry focus to what replaced it.
  useEffect(() => {
    if (revealed) focusRef.current?.focus();
  }, [revealed]);

  if (!revealed) {
    return (
      <section className={styles.reveal} aria-labelledby="reveal-title">
        <h2 id="reveal-title" className={styles.revealTitle}>
          <FormattedMessage id="results.reveal.title" defaultMessage="The Moment You've Been Waiting For" />
        </h2>
        <p className={styles.revealText}>
          <FormattedMessage id="results.reveal.text" defaultMessage="All votes have been counted. Are you ready to see who won?" />
        </p>
        {driven === null ? (
          <Button size="lg" onClick={reveal}>
            <Trophy size={20} aria-hidden="true" focusable="false" /> <FormattedMessage id="results.reveal.button" defaultMessage="And the winners are..." />
          </Button>
        ) : (
          <p className={styles.revealText} role="status">
            <FormattedMessage id="results.reveal.driven" defaultMessage="Your instructor is about to reveal the winners." />
          </p>
        )}
      </section>
    );
  }

  // With a podium the winner is kept for stage 3; the full table would give it away earlier. While
  // the instructor steps the show, the table waits for stage 3 in any case: until then the rows
  // hold only the places stepped to (api: rowsAtStage).
  const showRest = stage >= 3 || (!hasPodium && driven === null);
  return (
    <>
      {hasPodium && <Podium rows={rows} stage={stage} instant={reducedMotion} headingRef={focusRef} />}
      {showRest && <Leaderboard rows={rows} instant={reducedMotion} headingRef={hasPodium ? undefined : focusRef} />}
      {showRest && <ScoringCard />}
      {showRest && !rehearsal && <CategoryPodiums tag={tag} />}
      {showRest && !rehearsal && <ReceiptCheck tag={tag} />}
      {showRest && !rehearsal && <PublicRecordLinks tag={tag} />}
    </>
  );
}
