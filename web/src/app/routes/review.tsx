import { Link, useSearchParams } from 'react-router-dom';
import { MAX_PHASE, MIN_PHASE } from '@fit/events/shared/constants';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePhases } from '../../i18n/I18nProvider.tsx';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { AccessDenied } from '../../features/admin/components/AccessDenied.tsx';
import { useCurrentTeam } from '../../features/team/hooks/useTeam.ts';
import { usePhaseConfig } from '../../features/phases/hooks/usePhaseConfig.ts';
import { PhaseReview } from '../../features/feedback/components/PhaseReview.tsx';
import { WorkbookActions } from '../../features/workbook/components/WorkbookActions.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import * as styles from './Page.css.ts';
import { TeamNotFound } from './TeamNotFound.tsx';
import * as review from './review.css.ts';

function phaseOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= MIN_PHASE && n <= MAX_PHASE ? n : MIN_PHASE;
}

/** /review?team_id=CODE&phase=N — an instructor reads a team's answers live and leaves feedback. */
export function ReviewPage() {
  const intl = useIntl();
  const phases = usePhases();
  const admin = useAdminStatus();
  const [params] = useSearchParams();
  const phase = phaseOf(params.get('phase'));
  const { code, team, loading } = useCurrentTeam();
  const { config, loading: configLoading } = usePhaseConfig(phase, !admin.isAdmin);
  if (admin.loading || loading || configLoading) return <Spinner label={intl.formatMessage({ id: 'routes.review.loading', defaultMessage: 'Loading…' })} />;
  if (!admin.isAdmin)
    return (
      <main className={styles.main}>
        <AccessDenied />
      </main>
    );
  if (!team || !config) {
    return <TeamNotFound code={code} />;
  }
  return (
    <main className={styles.main}>
      <div className={review.page}>
        <p>
          <Link to="/admin">
            <FormattedMessage id="routes.review.back" defaultMessage="Back to the dashboard" />
          </Link>
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="routes.review.title" defaultMessage="Review {team}" values={{ team: team.name }} />
        </h1>
        <WorkbookActions team={team} />
        <nav aria-label={intl.formatMessage({ id: 'routes.review.phases', defaultMessage: 'Phases' })} className={review.tabs}>
          {phases.map(({ number: n, name }) => (
            <Link
              key={n}
              to={`/review?team_id=${team.code}&phase=${n}`}
              aria-current={n === phase ? 'page' : undefined}
              className={n === phase ? `${review.tab} ${review.current}` : review.tab}
              title={name}
            >
              <FormattedMessage id="routes.review.phase" defaultMessage="Phase {number, number}" values={{ number: n }} />
            </Link>
          ))}
        </nav>
        <PhaseReview key={`${team.id}:${phase}`} teamId={team.id} config={config} />
      </div>
    </main>
  );
}

export { ReviewPage as Component };
