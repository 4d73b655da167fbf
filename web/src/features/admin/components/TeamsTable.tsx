import { teamProgress } from '@fit/events/shared/progress';
import { phaseName } from '@fit/events/phases/names';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar.tsx';
import { TeamAvatar } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import type { AdminTeam } from '../types.ts';
import { EmptyState } from './EmptyState.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { displayWebsiteUrl } from '@fit/events/shared/validation';
import { Link } from 'react-router-dom';
import * as styles from './TeamsTable.css.ts';
import { srOnly } from '../../../styles/a11y.css.ts';

/** The Teams tab: every team's phase, progress (docs/PRODUCT.md#admin), website and last update. */
const COLUMNS = ['Team', 'Current Phase', 'Progress', 'Website Submission', 'Last Updated', 'Feedback', 'Workbook'];

export function TeamsTable({ teams, now }: { teams: readonly AdminTeam[]; now: Date }) {
  if (teams.length === 0) {
    return <EmptyState title="No teams yet">Teams appear here as soon as they are created.</EmptyState>;
  }
  return (
    // A focusable, named region: keyboard users can scroll the table when it is wider than the screen.
    <div className={styles.scroller} role="region" aria-label="Teams" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={styles.th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TeamRow({ team, now }: { team: AdminTeam; now: Date }) {
  const progress = teamProgress(team);
  const href = displayWebsiteUrl(team.submittedWebsiteUrl);
  return (
    <tr data-team-id={team.id}>
      <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
        <div className={styles.team}>
          <TeamAvatar name={team.name} icon={team.avatarIcon} size="sm" />
          <div className={styles.teamText}>
            <span className={styles.teamName}>{team.name}</span>
            <span className={styles.code}>
              <span className={srOnly}>Team code </span>
              {team.code}
            </span>
          </div>
        </div>
      </th>
      <td className={styles.td}>
        <span>Phase {team.currentPhase}</span>
        <span className={styles.phaseName}>{phaseName(team.currentPhase)}</span>
      </td>
      <td className={styles.td}>
        <div className={styles.progress}>
          <ProgressBar value={progress.completed} max={PHASE_COUNT} label={`${team.name} progress`} />
          <div className={styles.progressText}>
            <span>{progress.label}</span>
            <span>{progress.percent}%</span>
          </div>
        </div>
      </td>
      <td className={styles.td}>
        {team.submittedWebsiteUrl ? (
          href !== '#' ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.website}>
              {team.submittedWebsiteUrl}
              <span className={srOnly}> (opens in a new tab)</span>
            </a>
          ) : (
            <span className={styles.website}>{team.submittedWebsiteUrl}</span>
          )
        ) : (
          <span className={styles.muted}>Not submitted</span>
        )}
      </td>
      <td className={styles.td}>
        <RelativeTime at={team.updatedAt} now={now} className={styles.time} />
      </td>
      <td className={styles.td}>
        <span className={styles.feedbackCount} data-testid="unresolved-feedback">
          {team.unresolvedFeedback} unresolved
        </span>
        <Link to={`/review?team_id=${team.code}&phase=${team.currentPhase}`} className={styles.website} aria-label={`Review ${team.name}`}>
          Review
        </Link>
      </td>
      <td className={styles.td}>
        <Link to={`/workbook?team_id=${team.code}`} className={styles.website} aria-label={`Workbook of ${team.name}`}>
          Workbook
        </Link>
      </td>
    </tr>
  );
}
