import { FormattedMessage } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorScreen.css.ts';

/** The generic error screen (docs/PRODUCT.md#error-screen): Refresh Page, Try Again, expandable details with the stack. */
export function ErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <main className={styles.root} role="alert">
      <h1 className={styles.title}>
        <FormattedMessage id="components.error.title" defaultMessage="Something went wrong" />
      </h1>
      <p>
        <FormattedMessage id="components.error.text" defaultMessage="An unexpected error occurred. You can refresh the page or try again." />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="components.error.refresh" defaultMessage="Refresh Page" />
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <FormattedMessage id="components.error.tryAgain" defaultMessage="Try Again" />
        </Button>
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <FormattedMessage id="components.error.details" defaultMessage="Error details" />
        </summary>
        {/* The stack stays as the browser wrote it (for whoever fixes the bug), left to right. */}
        <pre className={styles.stack} dir="ltr">
          {err.stack ?? `${err.name}: ${err.message}`}
        </pre>
      </details>
    </main>
  );
}
