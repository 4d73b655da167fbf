import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { MAX_RANKS, PHASE_COUNT, POINTS_BY_RANK } from '@fit/events/shared/constants';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import * as styles from './AdminDashboard.css.ts';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** How to run a workshop from the dashboard, in the intended order (docs/PRODUCT.md#cohorts). */
export function InstructionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'admin.instructions.title', defaultMessage: 'Instructions' })}
      description={intl.formatMessage({ id: 'admin.instructions.description', defaultMessage: 'Running a workshop from this dashboard.' })}
    >
      <div className={styles.instructions}>
        <ol className={styles.instructionList}>
          <li>
            <FormattedMessage
              id="admin.instructions.teams"
              defaultMessage="<b>Teams</b> lists every team with its current phase, progress and website. It updates live as teams work: no need to reload."
              values={{ b: strong }}
            />
          </li>
          <li>
            <FormattedMessage
              id="admin.instructions.cohorts"
              defaultMessage="<b>Cohorts</b>: create a cohort with New Cohort (the tag is permanent: lowercase letters, digits and hyphens), then use Assign Teams to add teams to it."
              values={{ b: strong }}
            />
          </li>
          <li>
            <FormattedMessage
              id="admin.instructions.submit"
              defaultMessage="After phase {phase, number}, each team in a cohort submits its website. Submissions are always open."
              values={{ phase: PHASE_COUNT }}
            />
          </li>
          <li>
            <FormattedMessage
              id="admin.instructions.voting"
              defaultMessage="When the websites are in, switch <b>Voting Open</b> on. Each team picks its top {ranks, number} among the other teams of its cohort (1st {first, number} points, 2nd {second, number}, 3rd {third, number}). The cohort card shows who has voted."
              values={{ b: strong, ranks: MAX_RANKS, first: POINTS_BY_RANK[1], second: POINTS_BY_RANK[2], third: POINTS_BY_RANK[3] }}
            />
          </li>
          <li>
            <FormattedMessage
              id="admin.instructions.results"
              defaultMessage="Switch <b>Results Visible</b> on to reveal the results page. Use View for the showcase and Results for the results page."
              values={{ b: strong }}
            />
          </li>
          <li>
            <FormattedMessage id="admin.instructions.archive" defaultMessage="Archive a cohort when it is finished; Show Archived lists it and Restore brings it back." />
          </li>
          <li>
            <FormattedMessage id="admin.instructions.export" defaultMessage="Export CSV downloads every team's progress as a spreadsheet." />
          </li>
        </ol>
      </div>
    </Dialog>
  );
}
