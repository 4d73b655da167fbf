import { Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentTeam } from '../../features/team/hooks/useTeam.ts';
import { useWorkbook } from '../../features/workbook/hooks/useWorkbook.ts';
import { WorkbookView } from '../../features/workbook/components/WorkbookView.tsx';
import { WorkbookActions } from '../../features/workbook/components/WorkbookActions.tsx';
import { actions, printPage } from '../../features/workbook/components/WorkbookView.css.ts';
import { Button } from '../../components/ui/Button/Button.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import * as styles from './Page.css.ts';
import { TeamNotFound } from './TeamNotFound.tsx';
import { TeamDataCard } from '../../features/privacy/components/TeamDataCard.tsx';

/** /workbook?team_id=CODE — the team's workbook on one page, for printing or saving as PDF. */
export function WorkbookPage() {
  const intl = useIntl();
  const { code, team, loading } = useCurrentTeam();
  // An erased team has no answers to show, and no session may read them: its page only says so.
  const { book, loading: bookLoading } = useWorkbook(team, !!team?.erased);
  if (team?.erased) {
    return (
      <main className={styles.main}>
        <div className={styles.narrow}>
          <TeamDataCard team={team} />
        </div>
      </main>
    );
  }
  if (loading || bookLoading) return <Spinner label={intl.formatMessage({ id: 'routes.workbook.loading', defaultMessage: 'Loading the workbook…' })} />;
  if (!team || !book) {
    return <TeamNotFound code={code} />;
  }
  return (
    <main className={`${styles.main} ${printPage}`}>
      <div className={styles.narrow}>
        <div className={actions}>
          <Button size="sm" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" /> <FormattedMessage id="routes.workbook.print" defaultMessage="Print or save as PDF" />
          </Button>
          <WorkbookActions team={team} printable={false} />
        </div>
        <TeamDataCard team={team} />
      </div>
      <WorkbookView book={book} />
    </main>
  );
}

export { WorkbookPage as Component };
