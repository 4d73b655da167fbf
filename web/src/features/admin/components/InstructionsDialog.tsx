import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import * as styles from './AdminDashboard.css.ts';

/** How to run a workshop from the dashboard, in the intended order (docs/PRODUCT.md#cohorts). */
export function InstructionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Instructions" description="Running a workshop from this dashboard.">
      <div className={styles.instructions}>
        <ol className={styles.instructionList}>
          <li>
            <strong>Teams</strong> lists every team with its current phase, progress and website. It updates live as teams work: no need to reload.
          </li>
          <li>
            <strong>Cohorts</strong>: create a cohort with New Cohort (the tag is permanent: lowercase letters, digits and hyphens), then use Assign Teams to add teams to
            it.
          </li>
          <li>After phase 8, each team in a cohort submits its website. Submissions are always open.</li>
          <li>
            When the websites are in, switch <strong>Voting Open</strong> on. Each team picks its top 3 among the other teams of its cohort (1st 3 points, 2nd 2, 3rd 1).
            The cohort card shows who has voted.
          </li>
          <li>
            Switch <strong>Results Visible</strong> on to reveal the results page. Use View for the showcase and Results for the results page.
          </li>
          <li>Archive a cohort when it is finished; Show Archived lists it and Restore brings it back.</li>
          <li>Export CSV downloads every team&apos;s progress as a spreadsheet.</li>
        </ol>
      </div>
    </Dialog>
  );
}
