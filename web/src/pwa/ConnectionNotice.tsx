import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../components/ui/Alert/Alert.tsx';
import { Button } from '../components/ui/Button/Button.tsx';
import { useOnline } from '../lib/offline.ts';
import { applyUpdate, onWorkerNews, staleBuild, workerNews } from './register.ts';
import * as styles from './ConnectionNotice.css.ts';

/**
 * Under the header of every page but home (docs/PRODUCT.md#offline): that the page is offline
 * and what that means, and that a new version was deployed, with a button that reloads into it
 * (what was typed is kept on the device and stays). The app is kept for offline use without a
 * word: a toast would replace whatever the page was saying (one toast at a time).
 */
export function ConnectionNotice() {
  const online = useOnline();
  const news = useSyncExternalStore(onWorkerNews, workerNews);

  // A file of this page's build is gone from the server (a deployment, with no worker yet to keep it).
  useEffect(() => {
    const stale = () => staleBuild();
    window.addEventListener('vite:preloadError', stale);
    return () => window.removeEventListener('vite:preloadError', stale);
  }, []);

  if (online && !news.update) return null;
  return (
    <div className={styles.wrap}>
      {!online && (
        <Alert tone="warning" role="status">
          <strong>
            <FormattedMessage id="offline.banner.title" defaultMessage="You are offline." />
          </strong>{' '}
          <FormattedMessage
            id="offline.banner.text"
            defaultMessage="What you type is kept on this device and saved when the network is back. Voting, moving to the next phase, submitting the website and joining a team need the network: they are refused until then, and nothing is sent later by itself."
          />
        </Alert>
      )}
      {news.update && (
        <Alert tone="info" role="alert">
          <span className={styles.row}>
            <span>
              <strong>
                <FormattedMessage id="offline.update.title" defaultMessage="A new version is available." />
              </strong>{' '}
              <FormattedMessage id="offline.update.text" defaultMessage="Reload to use it. What you typed is kept on this device and stays on the page." />
            </span>
            <Button size="sm" onClick={applyUpdate}>
              <FormattedMessage id="offline.update.reload" defaultMessage="Reload" />
            </Button>
          </span>
        </Alert>
      )}
    </div>
  );
}
