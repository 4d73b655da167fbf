import * as styles from './Spinner.css.ts';

export function Spinner({ label = 'Loading…', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={fullScreen ? `${styles.wrapper} ${styles.fullScreen}` : styles.wrapper}
      data-testid={fullScreen ? 'fullscreen-spinner' : 'spinner'}
    >
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.hidden}>{label}</span>
    </div>
  );
}
