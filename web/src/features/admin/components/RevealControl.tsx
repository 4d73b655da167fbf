import { ChevronLeft, ChevronRight, CircleStop, ExternalLink, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { useRevealControl } from '../hooks/useRevealControl.ts';
import { FlagSwitch } from './FlagSwitch.tsx';
import { CategorySteps } from './CategorySteps.tsx';
import * as styles from './RevealControl.css.ts';

const m = defineMessages({
  shown0: { id: 'admin.reveal.shown0', defaultMessage: 'Nothing shown yet' },
  shown1: { id: 'admin.reveal.shown1', defaultMessage: '3rd place shown' },
  shown2: { id: 'admin.reveal.shown2', defaultMessage: '3rd and 2nd place shown' },
  shown3: { id: 'admin.reveal.shown3', defaultMessage: 'Everything shown: the winner and the full leaderboard' },
  next0: { id: 'admin.reveal.next0', defaultMessage: 'Show 3rd place' },
  next1: { id: 'admin.reveal.next1', defaultMessage: 'Show 2nd place' },
  next2: { id: 'admin.reveal.next2', defaultMessage: 'Show 1st place' },
  allShown: { id: 'admin.reveal.allShown', defaultMessage: 'All shown' },
  notPresenting: { id: 'admin.reveal.notPresenting', defaultMessage: 'Not presenting: pages reveal on their own click' },
  rehearsalNote: { id: 'admin.reveal.rehearsalNote', defaultMessage: 'Rehearsal — sample data' },
  rehearsal: { id: 'admin.reveal.rehearsal', defaultMessage: 'Rehearsal (sample data)' },
});
const SHOWING = [m.shown0, m.shown1, m.shown2, m.shown3];
const NEXT = [m.next0, m.next1, m.next2];

/**
 * /admin/cohorts/:tag/reveal — the instructor's remote for the results show, compact enough for a
 * phone. Every open results page, presenter view and widget follows each step. A rehearsal runs
 * the same show on sample data; it is the only show possible while results are hidden.
 */
export function RevealControl({ tag }: { tag: string }) {
  const intl = useIntl();
  const { loading, cohort, busy, step, release } = useRevealControl(tag);
  if (loading) return null;
  if (!cohort) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="admin.reveal.notFound" defaultMessage="Cohort Not Found" />
        </h1>
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
        <h1 className={styles.title}>
          <FormattedMessage id="admin.reveal.title" defaultMessage="Present: {cohort}" values={{ cohort: cohort.name }} />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="admin.reveal.intro" defaultMessage="Step the reveal; every open results page and presenter view follows." />
        </p>
      </div>
      <Card>
        <div className={styles.panel}>
          <p className={styles.status} role="status" data-testid="reveal-status">
            {intl.formatMessage(driving ? SHOWING[stage]! : m.notPresenting)}
            {driving && rehearsal && <span className={styles.rehearsalNote}> · {intl.formatMessage(m.rehearsalNote)}</span>}
          </p>
          <FlagSwitch label={intl.formatMessage(m.rehearsal)} checked={rehearsal} disabled={locked || !cohort.resultsVisible} onChange={(v) => void step(0, v)} />
          {!cohort.resultsVisible && (
            <p className={styles.muted}>
              <FormattedMessage
                id="admin.reveal.resultsHidden"
                defaultMessage="Results are hidden, so only a rehearsal is possible. Make them visible on the dashboard to present them."
              />
            </p>
          )}
          {cohort.archived && (
            <p className={styles.muted}>
              <FormattedMessage id="admin.reveal.archived" defaultMessage="This cohort is archived; restore it to present." />
            </p>
          )}
          <div className={styles.steps}>
            <Button variant="secondary" size="lg" disabled={locked || !driving || stage === 0} onClick={() => void step(stage - 1, rehearsal)}>
              <ChevronLeft size={20} className={styles.directional} aria-hidden="true" focusable="false" />{' '}
              <FormattedMessage id="admin.reveal.back" defaultMessage="Back" />
            </Button>
            <Button size="lg" disabled={locked || (driving && stage === 3)} onClick={() => void step(driving ? stage + 1 : 1, rehearsal)}>
              {intl.formatMessage(driving && stage === 3 ? m.allShown : NEXT[driving ? stage : 0]!)}{' '}
              <ChevronRight size={20} className={styles.directional} aria-hidden="true" focusable="false" />
            </Button>
          </div>
          <div className={styles.row}>
            <Button variant="secondary" disabled={locked || !driving || stage === 0} onClick={() => void step(0, rehearsal)}>
              <RotateCcw size={18} aria-hidden="true" focusable="false" /> <FormattedMessage id="admin.reveal.reset" defaultMessage="Reset" />
            </Button>
            <Button variant="ghost" disabled={locked || !driving} onClick={() => void release()}>
              <CircleStop size={18} aria-hidden="true" focusable="false" /> <FormattedMessage id="admin.reveal.stop" defaultMessage="Stop presenting" />
            </Button>
          </div>
        </div>
      </Card>
      <CategorySteps tag={tag} disabled={locked || !cohort.resultsVisible} />
      <div className={styles.row}>
        <a href={`/results/${path}/present`} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'secondary' })}>
          <ExternalLink size={18} aria-hidden="true" focusable="false" /> <FormattedMessage id="admin.reveal.openPresenter" defaultMessage="Open presenter view" />
        </a>
        <Link to="/admin" className={buttonClass({ variant: 'ghost' })}>
          <FormattedMessage id="admin.reveal.backToDashboard" defaultMessage="Back to dashboard" />
        </Link>
      </div>
    </div>
  );
}
