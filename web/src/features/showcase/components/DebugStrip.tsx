import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Showcase.css.ts';

interface DebugStripProps {
  votingOpen: boolean;
  teamId: string | null;
  hasSubmitted: boolean;
  hasVoted: boolean;
  eligibleCount: number;
  teamCohortTag: string | null;
  teamName: string | null;
}

/** Shown to every visitor, so a team can tell why it can or cannot vote. */
export function DebugStrip(p: DebugStripProps) {
  const intl = useIntl();
  const yesNo = (b: boolean) =>
    b ? intl.formatMessage({ id: 'showcase.debug.yes', defaultMessage: 'yes' }) : intl.formatMessage({ id: 'showcase.debug.no', defaultMessage: 'no' });
  const none = intl.formatMessage({ id: 'showcase.debug.none', defaultMessage: 'none' });
  const items: [string, string][] = [
    [intl.formatMessage({ id: 'showcase.debug.votingOpen', defaultMessage: 'Voting open' }), yesNo(p.votingOpen)],
    [intl.formatMessage({ id: 'showcase.debug.teamId', defaultMessage: 'Team ID' }), p.teamId ?? none],
    [intl.formatMessage({ id: 'showcase.debug.hasSubmitted', defaultMessage: 'Has submitted' }), yesNo(p.hasSubmitted)],
    [intl.formatMessage({ id: 'showcase.debug.hasVoted', defaultMessage: 'Has voted' }), yesNo(p.hasVoted)],
    [intl.formatMessage({ id: 'showcase.debug.eligible', defaultMessage: 'Eligible teams' }), intl.formatNumber(p.eligibleCount)],
    [intl.formatMessage({ id: 'showcase.debug.teamCohort', defaultMessage: 'Team cohort' }), p.teamCohortTag ?? none],
    [intl.formatMessage({ id: 'showcase.debug.teamName', defaultMessage: 'Team name' }), p.teamName ?? none],
  ];
  return (
    <section className={styles.debug} aria-labelledby="showcase-debug">
      <h2 id="showcase-debug" className={styles.debugTitle}>
        <FormattedMessage id="showcase.debug.title" defaultMessage="Debug" />
      </h2>
      <dl className={styles.debugList}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.debugItem}>
            <dt className={styles.debugTerm}>
              <FormattedMessage id="showcase.debug.term" defaultMessage="{term}:" values={{ term }} />
            </dt>
            <dd className={styles.debugValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
