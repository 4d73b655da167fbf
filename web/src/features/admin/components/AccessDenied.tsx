import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import * as styles from './AdminLoginForm.css.ts';

/** What a non-admin sees at /admin (docs/PRODUCT.md#admin). */
export function AccessDenied() {
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.form}>
          <h1 className={styles.title}>
            <FormattedMessage id="admin.accessDenied.title" defaultMessage="Access Denied" />
          </h1>
          <p className={styles.message}>
            <FormattedMessage id="admin.accessDenied.message" defaultMessage="Admin access required. Please log in with admin credentials." />
          </p>
          <Link to="/admin-login" className={buttonClass({ variant: 'primary', block: true })}>
            <FormattedMessage id="admin.accessDenied.login" defaultMessage="Go to Admin Login" />
          </Link>
        </div>
      </Card>
    </div>
  );
}
