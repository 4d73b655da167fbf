import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '../../components/ui/Button/Button.tsx';
import * as styles from './Page.css.ts';

export function NotFoundPage() {
  return (
    <main className={styles.main}>
      <div className={`${styles.narrow} ${styles.center}`}>
        <h1 className={styles.title}>
          <FormattedMessage id="routes.notFound.title" defaultMessage="{status, number, ::group-off} Page Not Found" values={{ status: 404 }} />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="routes.notFound.text" defaultMessage="Did you forget to add the page to the router?" />
        </p>
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          <FormattedMessage id="routes.backHome" defaultMessage="Back to Home" />
        </Link>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
