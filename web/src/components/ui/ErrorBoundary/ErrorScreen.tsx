import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorScreen.css.ts';

/** The generic error screen (docs/PRODUCT.md#error-screen): Refresh Page, Try Again, expandable details with the stack. */
export function ErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <main className={styles.root} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p>An unexpected error occurred. You can refresh the page or try again.</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Button variant="secondary" onClick={onReset}>
          Try Again
        </Button>
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>Error details</summary>
        <pre className={styles.stack}>{err.stack ?? `${err.name}: ${err.message}`}</pre>
      </details>
    </main>
  );
}
