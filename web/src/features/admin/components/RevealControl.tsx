import { ChevronLeft, ChevronRight, CircleStop, ExternalLink, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { useRevealControl } from '../hooks/useRevealControl.ts';
import { FlagSwitch } from './FlagSwitch.tsx';
import { CategorySteps } from './CategorySteps.tsx';
import * as styles from './RevealControl.css.ts';

const SHOWING = ['Nothing shown yet', '3rd place shown', '3rd and 2nd place shown', 'Everything shown: the winner and the full leaderboard'];
const NEXT = ['Show 3rd place', 'Show 2nd place', 'Show 1st place'];

/**
 * /admin/cohorts/:tag/reveal — the instructor's remote for the results show, compact enough for a
 * phone. Every open results page, presenter view and widget follows each step. A rehearsal runs
 * the same show on sample data; it is the only show possible while results are hidden.
 */
export function RevealControl({ tag }: { tag: string }) {
  const { loading, cohort, busy, step, release } = useRevealControl(tag);
  if (loading) return null;
  if (!cohort) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Cohort Not Found</h1>
      </div>
    );
  }
  const driving = cohort.revealStage !== null && cohort.revealStage !== undefined;
  const stage = cohort.revealStage ?? 0;
  const rehearsal = driving ? cohort.rehearsal : !cohort.resultsVisible;
  const locked = cohort.archived || busy;
  const path = encodeURIComponent(cohort.tag);

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>Present: {cohort.name}</h1>
        <p className={styles.muted}>Step the reveal; every open results page and presenter view follows.</p>
      </div>
      <Card>
        <div className={styles.panel}>
          <p className={styles.status} role="status" data-testid="reveal-status">
            {driving ? SHOWING[stage] : 'Not presenting: pages reveal on their own click'}
            {driving && rehearsal && <span className={styles.rehearsalNote}> · Rehearsal — sample data</span>}
          </p>
          <FlagSwitch label="Rehearsal (sample data)" checked={rehearsal} disabled={locked || !cohort.resultsVisible} onChange={(v) => void step(0, v)} />
          {!cohort.resultsVisible && (
            <p className={styles.muted}>Results are hidden, so only a rehearsal is possible. Make them visible on the dashboard to present them.</p>
          )}
          {cohort.archived && <p className={styles.muted}>This cohort is archived; restore it to present.</p>}
          <div className={styles.steps}>
            <Button variant="secondary" size="lg" disabled={locked || !driving || stage === 0} onClick={() => void step(stage - 1, rehearsal)}>
              <ChevronLeft size={20} aria-hidden="true" focusable="false" /> Back
            </Button>
            <Button size="lg" disabled={locked || (driving && stage === 3)} onClick={() => void step(driving ? stage + 1 : 1, rehearsal)}>
              {driving && stage === 3 ? 'All shown' : NEXT[driving ? stage : 0]} <ChevronRight size={20} aria-hidden="true" focusable="false" />
            </Button>
          </div>
          <div className={styles.row}>
            <Button variant="secondary" disabled={locked || !driving || stage === 0} onClick={() => void step(0, rehearsal)}>
              <RotateCcw size={18} aria-hidden="true" focusable="false" /> Reset
            </Button>
            <Button variant="ghost" disabled={locked || !driving} onClick={() => void release()}>
              <CircleStop size={18} aria-hidden="true" focusable="false" /> Stop presenting
            </Button>
          </div>
        </div>
      </Card>
      <CategorySteps tag={tag} disabled={locked || !cohort.resultsVisible} />
      <div className={styles.row}>
        <a href={`/results/${path}/present`} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'secondary' })}>
          <ExternalLink size={18} aria-hidden="true" focusable="false" /> Open presenter view
        </a>
        <Link to="/admin" className={buttonClass({ variant: 'ghost' })}>
          Back to dashboard
        </Link>
      </div>
    </div>
  );
}
