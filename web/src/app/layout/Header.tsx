import { Link, useMatch } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminStatus } from '../../features/auth/hooks/useAdminStatus.ts';
import { useAdminLogout } from '../../features/auth/hooks/useAdminLogout.ts';
import { useCurrentTeam } from '../../features/team/hooks/useTeam.ts';
import { useSwitchTeam } from '../../features/team/hooks/useSwitchTeam.ts';
import { AvatarPicker } from '../../features/team/components/AvatarPicker.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import { buttonClass } from '../../components/ui/Button/Button.tsx';
import { PhaseNavigator, MobilePhaseMenu } from './PhaseNavigator.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './Header.css.ts';

function useRoutePhase(): number | null {
  const match = useMatch('/phase/:id');
  const n = Number(match?.params.id);
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : null;
}

/** The shared header (docs/PRODUCT.md#header). While the admin status loads, a spinner fills the screen. */
export function Header() {
  const admin = useAdminStatus();
  const { code, team } = useCurrentTeam();
  const switchTeam = useSwitchTeam();
  const logout = useAdminLogout();
  const current = useRoutePhase();
  const teamCode = team?.code ?? code;
  const intl = useIntl();

  if (admin.loading) return <Spinner fullScreen label={intl.formatMessage({ id: 'layout.header.loading', defaultMessage: 'Loading…' })} />;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {team && (
          <div className={styles.team}>
            <AvatarPicker team={team} size="sm" />
            <div className={styles.teamText}>
              <span className={styles.teamName}>{team.name}</span>
              <span className={styles.teamCode}>
                {/* On narrow screens only the code itself is shown. */}
                <FormattedMessage
                  id="layout.header.teamCode"
                  defaultMessage="<label>Team code:</label> {code}"
                  values={{ code: team.code, label: (chunks) => <span className={styles.hideNarrow}>{chunks}</span> }}
                />
              </span>
            </div>
          </div>
        )}
        <div className={styles.spacer} />
        <div className={styles.desktopOnly}>
          <PhaseNavigator current={current} teamCode={teamCode} />
        </div>
        <div className={styles.right}>
          <div className={styles.mobileOnly}>
            <MobilePhaseMenu current={current} teamCode={teamCode} />
          </div>
          {admin.isAdmin && (
            <Link to="/admin" className={`${buttonClass({ variant: 'primary', size: 'sm' })} ${styles.hideNarrow}`}>
              <FormattedMessage id="layout.header.dashboard" defaultMessage="Dashboard" />
            </Link>
          )}
          <AccountMenu username={admin.user?.username ?? null} hasTeam={Boolean(team)} onSwitchTeam={() => void switchTeam()} onLogout={() => void logout()} />
        </div>
      </div>
    </header>
  );
}
