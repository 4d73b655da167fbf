import { useId } from 'react';
import { Link } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { teamProgress } from '@fit/events/shared/progress';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import type { AdminCohort, AdminTeam } from '../types.ts';
import type { CohortFlag } from '../hooks/useCohortActions.ts';
import { VotingProgress } from '../../../components/VotingProgress/VotingProgress.tsx';
import { FlagSwitch } from './FlagSwitch.tsx';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@fit/events/i18n';
import { JudgingProgress } from './JudgingProgress.tsx';
import { RetentionSetting } from './RetentionSetting.tsx';
import * as styles from './CohortCard.css.ts';
import { teamNameIn } from '../../../lib/teamName.ts';

interface CohortCardProps {
  cohort: AdminCohort;
  /** The teams whose cohortTag is this cohort's. */
  teams: readonly AdminTeam[];
  onFlag: (cohort: AdminCohort, flag: CohortFlag, value: boolean) => void;
  /** The language its teams' pages start in; null: each browser's own. */
  onLanguage: (cohort: AdminCohort, language: Locale | null) => void;
  /** How many days after archiving its teams are kept; null: no limit (docs/PRIVACY.md#retention). */
  onRetention: (cohort: AdminCohort, days: number | null) => void;
  onArchive: (tag: string) => void;
  onRestore: (tag: string) => void;
  busy?: boolean;
}

const m = defineMessages({
  votingOpen: { id: 'admin.cohort.votingOpen', defaultMessage: 'Voting Open' },
  resultsVisible: { id: 'admin.cohort.resultsVisible', defaultMessage: 'Results Visible' },
});

/**
 * One cohort: its flags (only an active cohort's can change), its teams with who has
 * submitted and who has voted (live), and View / Results / Archive or Restore.
 */
export function CohortCard({ cohort, teams, onFlag, onLanguage, onRetention, onArchive, onRestore, busy }: CohortCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const languageId = useId();
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
          <span className={styles.badge}>
            <FormattedMessage id="admin.cohort.archived" defaultMessage="Archived" />
          </span>
        ) : (
          !Number.isNaN(created.getTime()) && (
            <span className={styles.badge}>
              <FormattedMessage id="admin.cohort.created" defaultMessage="Created {date}" values={{ date: intl.formatDate(created, { dateStyle: 'medium' }) }} />
            </span>
          )
        )}
      </div>
      {cohort.description && <p className={styles.description}>{cohort.description}</p>}

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="admin.cohort.teams" defaultMessage="Teams" />
          </dt>
          <dd className={styles.statValue}>{intl.formatNumber(teams.length)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>
            <FormattedMessage id="admin.cohort.websitesSubmitted" defaultMessage="Websites submitted" />
          </dt>
          <dd className={styles.statValue}>{intl.formatNumber(submitted)}</dd>
        </div>
      </dl>
      <VotingProgress cohortTag={cohort.tag} />
      <JudgingProgress tag={cohort.tag} />

      <div
        className={styles.flags}
        role="group"
        aria-label={intl.formatMessage({ id: 'admin.cohort.settings', defaultMessage: '{cohort} settings' }, { cohort: cohort.name })}
      >
        <FlagSwitch label={intl.formatMessage(m.votingOpen)} checked={cohort.votingOpen} disabled={cohort.archived} onChange={(v) => onFlag(cohort, 'votingOpen', v)} />
        <FlagSwitch
          label={intl.formatMessage(m.resultsVisible)}
          checked={cohort.resultsVisible}
          disabled={cohort.archived}
          onChange={(v) => onFlag(cohort, 'resultsVisible', v)}
        />
        <div className={styles.language}>
          <label htmlFor={languageId}>
            <FormattedMessage id="admin.cohort.language" defaultMessage="Teams' language" />
          </label>
          <select
            id={languageId}
            className={styles.languageSelect}
            value={cohort.language ?? ''}
            disabled={cohort.archived}
            onChange={(e) => onLanguage(cohort, isLocale(e.target.value) ? e.target.value : null)}
          >
            <option value="">{intl.formatMessage({ id: 'admin.cohort.languageBrowser', defaultMessage: "Each browser's own" })}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* Keyed by the stored value, so the field shows what was saved once the answer is back. */}
      <RetentionSetting key={String(cohort.retentionDays)} cohort={cohort} onRetention={onRetention} />

      <div>
        <h4 className={styles.membersTitle}>
          <FormattedMessage id="admin.cohort.assignedTeams" defaultMessage="Assigned teams" />
        </h4>
        {teams.length === 0 ? (
          <p className={styles.none}>
            <FormattedMessage id="admin.cohort.noTeams" defaultMessage="No teams are currently assigned to this cohort." />
          </p>
        ) : (
          <ul className={styles.members}>
            {teams.map((t) => (
              <li key={t.id} className={styles.member}>
                <span className={styles.memberName}>{teamNameIn(intl, t)}</span>
                <span className={styles.pillMuted}>
                  <FormattedMessage
                    id="admin.progress.fraction"
                    defaultMessage="{completed, number}/{total, number}"
                    values={{ completed: teamProgress(t).completed, total: PHASE_COUNT }}
                  />
                </span>
                {t.submittedWebsiteUrl && (
                  <span className={styles.pill}>
                    <FormattedMessage id="admin.cohort.website" defaultMessage="Website" />
                  </span>
                )}
                {voted.has(t.id) && (
                  <span className={styles.pill}>
                    <FormattedMessage id="admin.cohort.voted" defaultMessage="Voted" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.actions}>
        <Link to={`/showcase/${path}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          <FormattedMessage id="admin.cohort.view" defaultMessage="View" />
        </Link>
        <Link to={`/results/${path}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          <FormattedMessage id="admin.cohort.results" defaultMessage="Results" />
        </Link>
        <Link to={`/admin/cohorts/${path}/reveal`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          <FormattedMessage id="admin.cohort.present" defaultMessage="Present" />
        </Link>
        <Link to={`/admin/cohorts/${path}/judging`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          <FormattedMessage id="admin.cohort.judging" defaultMessage="Judging" />
        </Link>
        <Link to={`/admin/cohorts/${path}/session`} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-describedby={headingId}>
          <FormattedMessage id="admin.cohort.session" defaultMessage="Session" />
        </Link>
        {cohort.archived ? (
          <Button size="sm" variant="primary" disabled={busy} onClick={() => onRestore(cohort.tag)} aria-describedby={headingId}>
            <FormattedMessage id="admin.cohort.restore" defaultMessage="Restore" />
          </Button>
        ) : (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onArchive(cohort.tag)} aria-describedby={headingId}>
            <FormattedMessage id="admin.cohort.archive" defaultMessage="Archive" />
          </Button>
        )}
      </div>
    </Card>
  );
}
