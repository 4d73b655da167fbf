import { FormattedMessage } from 'react-intl';
import * as styles from './FlagSwitch.css.ts';

interface FlagSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
  describedBy?: string;
}

/** An on/off switch (role="switch"), named by its visible label; the state is also spelt out. */
export function FlagSwitch({ label, checked, disabled, onChange, describedBy }: FlagSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.root}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
      <span className={styles.state} aria-hidden="true">
        {checked ? <FormattedMessage id="admin.switch.on" defaultMessage="On" /> : <FormattedMessage id="admin.switch.off" defaultMessage="Off" />}
      </span>
    </button>
  );
}
