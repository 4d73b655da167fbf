import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { displayWebsiteUrl } from '@fit/events/shared/validation';
import { TeamAvatar } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { buttonClass } from '../../../components/ui/Button/Button.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import type { ResultRow } from '../hooks/useResults.ts';
import type { RevealStage } from '../hooks/useReveal.ts';
import { isPlaceShown } from '@fit/events/cohort/stages';
import { AnimatedPoints } from './AnimatedPoints.tsx';
import { resultTexts } from './labels.ts';
import { MedalIcon } from './MedalIcon.tsx';
import * as styles from './Results.css.ts';

/** 'Championship Podium' (3 or more rows): avatar, name, count-up points, 'Visit {team}'. */
export function Podium({ rows, stage, instant, headingRef }: { rows: readonly ResultRow[]; stage: RevealStage; instant: boolean; headingRef?: Ref<HTMLHeadingElement> }) {
  const top = rows.slice(0, 3);
  return (
    <section aria-labelledby="podium-title">
      <h2 id="podium-title" className={styles.sectionTitle} ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="results.podium.title" defaultMessage="Championship Podium" />
      </h2>
      <ol className={styles.podium} aria-live="polite">
        {top.map((row, i) => {
          const place = (i + 1) as 1 | 2 | 3;
          const shown = isPlaceShown(place, stage);
          return (
            <li key={row.teamId || `hidden-${place}`} className={`${styles.place} ${styles.placeOrder[place]}`}>
              {shown ? (
                <PodiumPlace row={row} place={place} instant={instant} />
              ) : (
                <div className={styles.placeHidden} aria-hidden="true">
                  ?
                </div>
              )}
              <div className={`${styles.step} ${styles.stepHeight[place]}`} aria-hidden="true" />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The label and medal follow the team's rank, so teams tied for a place show the same one. */
function PodiumPlace({ row, place, instant }: { row: ResultRow; place: 1 | 2 | 3; instant: boolean }) {
  const intl = useIntl();
  const t = resultTexts(intl);
  const name = t.teamName(row);
  const label = t.place(row.rank);
  const href = displayWebsiteUrl(row.websiteUrl);
  return (
    <article
      className={styles.placeCard}
      aria-label={intl.formatMessage({ id: 'results.podium.placeName', defaultMessage: '{place}: {name}' }, { place: label, name })}
      data-place={place}
      data-rank={row.rank}
    >
      <span className={styles.medal}>
        <MedalIcon rank={row.rank} size={40} />
      </span>
      <p className={styles.placeLabel}>{label}</p>
      <TeamAvatar name={name} icon={row.avatarIcon} size="lg" />
      <h3 className={styles.placeName}>{name}</h3>
      <AnimatedPoints value={row.totalPoints} instant={instant} className={styles.points} />
      {href !== '#' && (
        <a className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${styles.visit}`} href={href} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="results.podium.visit" defaultMessage="Visit {name}" values={{ name }} />
          <span className={srOnly}>
            {' '}
            <FormattedMessage id="results.opensNewTab" defaultMessage="(opens in a new tab)" />
          </span>
        </a>
      )}
    </article>
  );
}
