import { useId } from 'react';
import { Link } from 'react-router-dom';
import { teamProgress } from '@fit/events/shared/progress';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import type { AdminCohort, AdminTeam } from '../types.ts';
import type { CohortFlag } from '../hooks/useCohortActions.ts';
import { VotingProgress } from '../../../components/VotingProgress/VotingProgress.tsx';
import { FlagSwitch } from './FlagSwitch.tsx';
import { JudgingProgress } from './JudgingProgress.tsx';
import * as styles from './CohortCard.css.ts';

interface CohortCardProps {
  cohort: AdminCohort;
  /** The teams whose cohortTag is this cohort's. */
  teams: readonly AdminTeam[];
  onFlag: (cohort: AdminCohort, flag: CohortFlag, value: boolean) => void;
  onArchive: (tag: string) => void;
  onRestore: (tag: string) => void;
  busy?: boolean;
}

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One cohort: its flags (only an active cohort's can change), its teams with who has
 * submitted and who has voted (live), and View / Results / Archive or Restore.
 */
export function CohortCard({ cohort, teams, onFlag, onArchive, onRestore, busy }: CohortCardProps) {
  const headingId = useId();
  const voted = new Set(cohort.votedTeamIds);
  const submitted = teams.filter((t) => t.submittedWebsiteUrl).length;
  const path = encodeURIComponent(cohort.tag);
  const created = new Date(cohort.createdAt);

  return (
    <Card className={styles.card} aria-labelledby={headingId} data-cohort-tag={cohort.tag}>
      <div className={styles.head}>
        <div>
          <h3 id={headingId} className={styles.name}>
            {cohort.name}
          </h3>
          <span className={styles.tag}>{cohort.tag}</span>
        </div>
        {cohort.archived ? (
          <span className={styles.badge}>Archived</span>
        ) : (
          !Number.isNaN(created.getTime()) && <span className={styles.badge}>Created {dateOnly.format(created)}</span>
        )}
      </div>
      {cohort.description && <p className={styles.description}>{cohort.description}</p>}

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Teams</dt>
          <dd className={styles.statValue}>{teams.length}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Websites submitted</dt>
          <dd className={styles.statValue}>{submitted}</dd>
        </div>
      </dl>
      <VotingProgress cohortTag={cohort.tag} />
      <JudgingProgress tag={cohort.tag} />

      <div className={styles.flags} role="group" aria-label={`${cohort.name} settings`}>
        <FlagSwitch label="Voting Open" checked={cohort.votingOpen} disabled={cohort.archived} onChange={(v) => onFlag(cohort, 'votingOpen', v)} />
        <FlagSwitch label="Results Visible" checked={cohort.resultsVisible} disabled={cohort.archived} onChange={(v) => onFlag(cohort, 'resultsVisible', v)} />
      </div>

      <div>
        <h4 className={styles.membersTitle}>Assigned teams</h4>
        {teams.length === 0 ? (
          <p className={styles.none}>No teams are currently assigned to this cohort.</p>
        ) : (
          <ul className={styles.members}>
            {teams.map((t) => (
              <li key={t.id} className={styles.member}>
                <span className={styles.memberName}>{t.name}</span>
                <span className={styles.pillMuted}>{teamProgress(t).label}</span>
                {t.submittedWebsiteUrl && <span className={styles.pill}>Website</span>}
                {voted.has(t.id) && <span className={styles.pill}>Voted</span>}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.actions}>
        <Link to={`/showcase/${path}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          View
        </Link>
        <Link to={`/results/${path}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          Results
        </Link>
        <Link to={`/admin/cohorts/${path}/reveal`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          Present
        </Link>
        <Link to={`/admin/cohorts/${path}/judging`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          Judging
        </Link>
        <Link to={`/admin/cohorts/${path}/session`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          Session
        </Link>
        {cohort.archived ? (
          <Button size="sm" variant="primary" disabled={busy} onClick={() => onRestore(cohort.tag)} aria-describedby={headingId}>
            Restore
          </Button>
        ) : (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onArchive(cohort.tag)} aria-describedby={headingId}>
            Archive
          </Button>
        )}
      </div>
    </Card>
  );
}
