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

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** Shown to every visitor, so a team can tell why it can or cannot vote. */
export function DebugStrip(p: DebugStripProps) {
  const items: [string, string][] = [
    ['Voting open', yesNo(p.votingOpen)],
    ['Team ID', p.teamId ?? 'none'],
    ['Has submitted', yesNo(p.hasSubmitted)],
    ['Has voted', yesNo(p.hasVoted)],
    ['Eligible teams', String(p.eligibleCount)],
    ['Team cohort', p.teamCohortTag ?? 'none'],
    ['Team name', p.teamName ?? 'none'],
  ];
  return (
    <section className={styles.debug} aria-labelledby="showcase-debug">
      <h2 id="showcase-debug" className={styles.debugTitle}>
        Debug
      </h2>
      <dl className={styles.debugList}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.debugItem}>
            <dt className={styles.debugTerm}>{term}:</dt>
            <dd className={styles.debugValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
