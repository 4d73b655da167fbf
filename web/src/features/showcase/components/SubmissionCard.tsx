import { displayWebsiteUrl } from '@fit/events/shared/validation';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { TeamAvatar } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import { rankLabel, type Rank } from '../hooks/ranking.ts';
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
            {rankLabel(rank)}
            <span className={srOnly}> place</span>
          </span>
        )}
      </div>
      {isOwn && <span className={styles.ownLabel}>Your Team's Submission</span>}
      {!isOwn && ranks.length > 0 && (
        <div role="group" aria-label={`Rank ${team.name}`} className={styles.rankGroup}>
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
                {rankLabel(r)}
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
        Visit Website
        <span className={srOnly}>
          {' '}
          of {team.name}
          {href === '#' ? '' : ' (opens in a new tab)'}
        </span>
      </a>
    </article>
  );
}
