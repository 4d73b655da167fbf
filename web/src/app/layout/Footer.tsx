import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageMenu } from '../../i18n/LanguageMenu.tsx';
import * as styles from './Footer.css.ts';

/** Credits and Privacy Policy links and the language menu; the landing page uses it too. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year, number, ::group-off} Found-in-Two · a university innovation programme"
            values={{ year: new Date().getFullYear() }}
          />
        </span>
        <LanguageMenu />
        <nav aria-label={intl.formatMessage({ id: 'footer.nav', defaultMessage: 'Footer' })}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to="/credits">
                <FormattedMessage id="footer.credits" defaultMessage="Credits" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/privacy">
                <FormattedMessage id="footer.privacy" defaultMessage="Privacy Policy" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
