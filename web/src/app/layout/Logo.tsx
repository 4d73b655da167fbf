import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import * as styles from './Header.css.ts';

export function Logo() {
  const intl = useIntl();
  return (
    <Link to="/" className={styles.logo} aria-label={intl.formatMessage({ id: 'layout.logo.home', defaultMessage: 'Found-in-Two home' })}>
      <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <circle cx="12" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="20" cy="16" r="6" fill="none" stroke="#93c5fd" strokeWidth="2.5" />
      </svg>
      <span className={styles.logoText}>Found-in-Two</span>
    </Link>
  );
}
