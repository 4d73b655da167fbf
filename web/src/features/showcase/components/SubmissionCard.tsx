import { FormattedMessage, useIntl } from 'react-intl';
import { displayWebsiteUrl } from '@fit/events/shared/validation';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { TeamAvatar } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import type { Rank } from '../hooks/ranking.ts';
import type { ShowcaseTeam } from '../hooks/useShowcase.ts';
import * as styles from './SubmissionCard.css.ts';

interface SubmissionCardProps {
  team: ShowcaseTeam;
  isOwn: boolean;
  /** The rank chosen (or cast) for this team. */
  rank?: Rank;
  /** Rank buttons to offer; none when the visitor cannot vote (and never on the own card). */
  ranks: readonly Rank[];
  isRankTaken: (rank: Rank) => boolean;
  onChoose: (rank: Rank) => void;
}

/** One submission: avatar, name, rank badge, rank buttons and 'Visit Website'. */
export function SubmissionCard({ team, isOwn, rank, ranks, isRankTaken, onChoose }: SubmissionCardProps) {
  const intl = useIntl();
  const headingId = `submission-${team.id}`;
  const href = displayWebsiteUrl(team.submittedWebsiteUrl);
  const classes = [styles.card, rank ? styles.ranked : '', isOwn ? styles.own : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={headingId} data-team-id={team.id}>
      <div className={styles.head}>
        <TeamAvatar name={team.name} icon={team.avatarIcon} size="md" />
        <h2 id={headingId} className={styles.name}>
          {team.name}
        </h2>
        {rank && (
          <span className={styles.badge}>
            <FormattedMessage
              id="showcase.card.badge"
              defaultMessage="{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}<sr> place</sr>"
              values={{ rank, sr: (chunks) => <span className={srOnly}>{chunks}</span> }}
            />
          </span>
        )}
      </div>
      {isOwn && (
        <span className={styles.ownLabel}>
          <FormattedMessage id="showcase.card.own" defaultMessage="Your Team's Submission" />
        </span>
      )}
      {!isOwn && ranks.length > 0 && (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'showcase.card.rankGroup', defaultMessage: 'Rank {name}' }, { name: team.name })}
          className={styles.rankGroup}
        >
          {ranks.map((r) => {
            const chosen = rank === r;
            return (
              <Button
                key={r}
                size="sm"
                variant={chosen ? 'primary' : 'secondary'}
                className={styles.rankButton}
                aria-pressed={chosen}
                disabled={!chosen && isRankTaken(r)}
                onClick={() => onChoose(r)}
              >
                <FormattedMessage id="showcase.card.rankButton" defaultMessage="{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}" values={{ rank: r }} />
              </Button>
            );
          })}
        </div>
      )}
      <a
        className={`${buttonClass({ variant: 'secondary', size: 'sm', block: true })} ${styles.visit}`}
        href={href}
        {...(href === '#' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <FormattedMessage id="showcase.card.visit" defaultMessage="Visit Website" />
        <span className={srOnly}>
          {' '}
          {href === '#' ? (
            <FormattedMessage id="showcase.card.visitOf" defaultMessage="of {name}" values={{ name: team.name }} />
          ) : (
            <FormattedMessage id="showcase.card.visitOfNewTab" defaultMessage="of {name} (opens in a new tab)" values={{ name: team.name }} />
          )}
        </span>
      </a>
    </article>
  );
}
