import { teamProgress } from '@fit/events/shared/progress';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePhases } from '../../../i18n/I18nProvider.tsx';
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
import { teamNameIn } from '../../../lib/teamName.ts';

const m = defineMessages({
  team: { id: 'admin.teams.column.team', defaultMessage: 'Team' },
  phase: { id: 'admin.teams.column.phase', defaultMessage: 'Current Phase' },
  progress: { id: 'admin.teams.column.progress', defaultMessage: 'Progress' },
  website: { id: 'admin.teams.column.website', defaultMessage: 'Website Submission' },
  updated: { id: 'admin.teams.column.updated', defaultMessage: 'Last Updated' },
  feedback: { id: 'admin.teams.column.feedback', defaultMessage: 'Feedback' },
  workbook: { id: 'admin.teams.column.workbook', defaultMessage: 'Workbook' },
  data: { id: 'admin.teams.column.data', defaultMessage: 'Personal data' },
});
const COLUMNS = [m.team, m.phase, m.progress, m.website, m.updated, m.feedback, m.workbook, m.data];

/** The Teams tab: every team's phase, progress (docs/PRODUCT.md#admin), website and last update. */

export function TeamsTable({ teams, now, onErase }: { teams: readonly AdminTeam[]; now: Date; onErase?: (team: AdminTeam) => void }) {
  const intl = useIntl();
  if (teams.length === 0) {
    return (
      <EmptyState title={intl.formatMessage({ id: 'admin.teams.none', defaultMessage: 'No teams yet' })}>
        <FormattedMessage id="admin.teams.noneHint" defaultMessage="Teams appear here as soon as they are created." />
      </EmptyState>
    );
  }
  return (
    // A focusable, named region: keyboard users can scroll the table when it is wider than the screen.
    <div className={styles.scroller} role="region" aria-label={intl.formatMessage({ id: 'admin.dashboard.teams', defaultMessage: 'Teams' })} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col" className={styles.th}>
                {intl.formatMessage(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} now={now} onErase={onErase} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TeamRow({ team, now, onErase }: { team: AdminTeam; now: Date; onErase?: (team: AdminTeam) => void }) {
  const intl = useIntl();
  const phases = usePhases();
  const name = teamNameIn(intl, team);
  const progress = teamProgress(team);
  const phaseNumber = intl.formatMessage({ id: 'admin.teams.phase', defaultMessage: 'Phase {number, number}' }, { number: team.currentPhase });
  const href = displayWebsiteUrl(team.submittedWebsiteUrl);
  return (
    <tr data-team-id={team.id}>
      <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
        <div className={styles.team}>
          <TeamAvatar name={name} icon={team.avatarIcon} size="sm" />
          <div className={styles.teamText}>
            <span className={styles.teamName}>{name}</span>
            <span className={styles.code}>
              <span className={srOnly}>{intl.formatMessage({ id: 'admin.teams.teamCode', defaultMessage: 'Team code' })} </span>
              {team.code}
            </span>
          </div>
        </div>
      </th>
      <td className={styles.td}>
        <span>{phaseNumber}</span>
        <span className={styles.phaseName}>{phases.find((p) => p.number === team.currentPhase)?.name ?? phaseNumber}</span>
      </td>
      <td className={styles.td}>
        <div className={styles.progress}>
          <ProgressBar
            value={progress.completed}
            max={PHASE_COUNT}
            label={intl.formatMessage({ id: 'admin.teams.progressLabel', defaultMessage: '{team} progress' }, { team: name })}
          />
          <div className={styles.progressText}>
            <span>
              {intl.formatMessage(
                { id: 'admin.progress.fraction', defaultMessage: '{completed, number}/{total, number}' },
                { completed: progress.completed, total: PHASE_COUNT },
              )}
            </span>
            <span>{intl.formatNumber(progress.percent / 100, { style: 'percent' })}</span>
          </div>
        </div>
      </td>
      <td className={styles.td}>
        {team.submittedWebsiteUrl ? (
          href !== '#' ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.website}>
              {team.submittedWebsiteUrl}
              <span className={srOnly}> {intl.formatMessage({ id: 'admin.teams.newTab', defaultMessage: '(opens in a new tab)' })}</span>
            </a>
          ) : (
            <span className={styles.website}>{team.submittedWebsiteUrl}</span>
          )
        ) : (
          <span className={styles.muted}>
            <FormattedMessage id="admin.teams.notSubmitted" defaultMessage="Not submitted" />
          </span>
        )}
      </td>
      <td className={styles.td}>
        <RelativeTime at={team.updatedAt} now={now} className={styles.time} />
      </td>
      <td className={styles.td}>
        <span className={styles.feedbackCount} data-testid="unresolved-feedback">
          <FormattedMessage id="admin.teams.unresolved" defaultMessage="{count, number} unresolved" values={{ count: team.unresolvedFeedback }} />
        </span>
        <Link
          to={`/review?team_id=${team.code}&phase=${team.currentPhase}`}
          className={styles.website}
          aria-label={intl.formatMessage({ id: 'admin.teams.reviewLabel', defaultMessage: 'Review {team}' }, { team: name })}
        >
          <FormattedMessage id="admin.teams.review" defaultMessage="Review" />
        </Link>
      </td>
      <td className={styles.td}>
        <Link
          to={`/workbook?team_id=${team.code}`}
          className={styles.website}
          aria-label={intl.formatMessage({ id: 'admin.teams.workbookLabel', defaultMessage: 'Workbook of {team}' }, { team: name })}
        >
          <FormattedMessage id="admin.teams.workbook" defaultMessage="Workbook" />
        </Link>
      </td>
      <td className={styles.td}>
        {team.erased ? (
          <span className={styles.muted} data-testid="team-erased">
            <FormattedMessage id="admin.teams.erased" defaultMessage="Erased" />
          </span>
        ) : (
          <div className={styles.dataActions}>
            {team.erasureRequestedAt && (
              <span className={styles.requested} data-testid="erasure-requested">
                <FormattedMessage id="admin.teams.erasureRequested" defaultMessage="Erasure requested" />
              </span>
            )}
            <a
              href={`/api/teams/${encodeURIComponent(team.id)}/export`}
              download
              className={styles.website}
              aria-label={intl.formatMessage({ id: 'admin.teams.exportLabel', defaultMessage: 'Download the data of {team}' }, { team: name })}
            >
              <FormattedMessage id="admin.teams.export" defaultMessage="Download" />
            </a>
            {onErase && (
              <button
                type="button"
                className={styles.eraseButton}
                onClick={() => onErase(team)}
                aria-label={intl.formatMessage({ id: 'admin.teams.eraseLabel', defaultMessage: 'Erase {team}' }, { team: name })}
              >
                <FormattedMessage id="admin.teams.erase" defaultMessage="Erase…" />
              </button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
