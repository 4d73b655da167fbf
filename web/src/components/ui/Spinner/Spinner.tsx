import { useIntl } from 'react-intl';
import * as styles from './Spinner.css.ts';

export function Spinner({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-live="polite"
      className={fullScreen ? `${styles.wrapper} ${styles.fullScreen}` : styles.wrapper}
      data-testid={fullScreen ? 'fullscreen-spinner' : 'spinner'}
    >
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.hidden}>{label ?? intl.formatMessage({ id: 'components.spinner.loading', defaultMessage: 'Loading…' })}</span>
    </div>
  );
}
