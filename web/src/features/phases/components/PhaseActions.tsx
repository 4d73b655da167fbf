import { FormattedMessage } from 'react-intl';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { Alert } from '../../../components/ui/Alert/Alert.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import * as styles from './PhaseActions.css.ts';

interface PhaseActionsProps {
  phase: number;
  missingRequired: boolean;
  busy: boolean;
  /** Why Continue is off for now (the instructor's hold); said beside the button. */
  blockedReason?: string | null;
  onPrevious: () => void;
  onSaveAndExit: () => void;
  onContinue: () => void;
}

/** Previous Phase · Save & Exit · Continue to Phase N+1 (or 'Launched!' on phase 8). */
export function PhaseActions({ phase, missingRequired, busy, blockedReason, onPrevious, onSaveAndExit, onContinue }: PhaseActionsProps) {
  const last = phase >= PHASE_COUNT;
  const held = !last && !!blockedReason;
  return (
    <div className={styles.root}>
      {missingRequired && (
        <Alert tone="warning" role="alert">
          <FormattedMessage id="phases.actions.missingRequired" defaultMessage="Please complete all required fields to continue." />
        </Alert>
      )}
      {held && (
        <Alert tone="warning" role="status">
          <span id="fit-continue-held">{blockedReason}</span>
        </Alert>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onPrevious} disabled={phase <= 1}>
          <FormattedMessage id="phases.actions.previous" defaultMessage="Previous Phase" />
        </Button>
        <div className={styles.right}>
          <Button variant="secondary" onClick={onSaveAndExit} disabled={busy}>
            <FormattedMessage id="phases.actions.saveAndExit" defaultMessage="Save & Exit" />
          </Button>
          <Button
            variant={last ? 'success' : 'primary'}
            onClick={onContinue}
            disabled={missingRequired || busy || held}
            aria-describedby={held ? 'fit-continue-held' : undefined}
          >
            {last ? (
              <FormattedMessage id="phases.actions.launched" defaultMessage="Launched!" />
            ) : (
              <FormattedMessage id="phases.actions.continue" defaultMessage="Continue to Phase {phase, number}" values={{ phase: phase + 1 }} />
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
