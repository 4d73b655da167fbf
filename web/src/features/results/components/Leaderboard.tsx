import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { displayWebsiteUrl } from '@fit/events/shared/validation';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import { TeamAvatar } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { buttonClass } from '../../../components/ui/Button/Button.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import type { ResultRow } from '../hooks/useResults.ts';
import { AnimatedPoints } from './AnimatedPoints.tsx';
import { medalOf, resultTexts } from './labels.ts';
import { MedalIcon } from './MedalIcon.tsx';
import * as styles from './Results.css.ts';

const countOf = (row: ResultRow, rank: number) => row.votes.find((v) => v.rank === rank)?.count ?? 0;

/** 'Complete Leaderboard' (docs/PRODUCT.md#results): every row in the order given (rows arrive ranked). */
export function Leaderboard({ rows, instant, headingRef }: { rows: readonly ResultRow[]; instant: boolean; headingRef?: Ref<HTMLHeadingElement> }) {
  const intl = useIntl();
  const t = resultTexts(intl);
  const topScore = Math.max(0, ...rows.map((r) => r.totalPoints));
  return (
    <section aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="results.leaderboard.title" defaultMessage="Complete Leaderboard" />
      </h2>
      <ol className={styles.board}>
        {rows.map((row) => {
          const name = t.teamName(row);
          const href = displayWebsiteUrl(row.websiteUrl);
          return (
            <li key={row.teamId} className={styles.row} data-team-id={row.teamId}>
              <span className={styles.rank}>
                {medalOf(row.rank) ? <MedalIcon rank={row.rank} size={28} /> : <span aria-hidden="true">{row.rank}</span>}
                <span className={srOnly}>
                  <FormattedMessage id="results.leaderboard.rank" defaultMessage="Rank {rank, number}" values={{ rank: row.rank }} />
                </span>
              </span>
              <div className={styles.rowMain}>
                <div className={styles.rowHead}>
                  <div className={styles.rowName}>
                    <TeamAvatar name={name} icon={row.avatarIcon} size="sm" />
                    <h3 className={styles.rowTitle}>{name}</h3>
                  </div>
                  <AnimatedPoints value={row.totalPoints} instant={instant} className={styles.rowPoints} />
                </div>
                <ProgressBar
                  value={row.totalPoints}
                  max={topScore}
                  label={intl.formatMessage(
                    { id: 'results.leaderboard.progress', defaultMessage: '{name}: {points, number} of {top, number} points' },
                    { name, points: row.totalPoints, top: topScore },
                  )}
                />
                <dl className={styles.counts}>
                  {[1, 2, 3].map((r) => (
                    <div key={r} className={styles.countItem}>
                      <dt>
                        <FormattedMessage
                          id="results.leaderboard.placeVotes"
                          defaultMessage="{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-place votes:"
                          values={{ place: r }}
                        />
                      </dt>
                      <dd className={styles.countValue}>{countOf(row, r)}</dd>
                    </div>
                  ))}
                </dl>
                {href !== '#' && (
                  <a className={`${buttonClass({ variant: 'ghost', size: 'sm' })} ${styles.rowVisit}`} href={href} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="results.leaderboard.visit" defaultMessage="Visit Website" />
                    <span className={srOnly}>
                      {' '}
                      <FormattedMessage id="results.leaderboard.visitOf" defaultMessage="of {name} (opens in a new tab)" values={{ name }} />
                    </span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
