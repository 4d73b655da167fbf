import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { JudgeLoginMutation } from '../../features/judging/graphql/judgeLogin.ts';
import { JudgePage } from '../../features/judging/components/JudgePage.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import { graphqlErrorMessage } from '../../lib/errors.ts';
import * as styles from './Page.css.ts';

/**
 * /judge/:token logs in with the judge's secret link, then moves to /judge so the token leaves
 * the address (and the history); /judge is the judge's scoring page.
 */
export function JudgeRoute() {
  const { token } = useParams();
  const navigate = useNavigate();
  const [login] = useMutation(JudgeLoginMutation);
  // The server's refusal as it is, or '' for one of our own (shown in the page's language).
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const intl = useIntl();
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    login({ variables: { token } }).then(
      () => navigate('/judge', { replace: true }),
      (e: unknown) => setError(graphqlErrorMessage(e) ?? ''),
    );
  }, [token, login, navigate]);
  if (token) {
    return (
      <main className={styles.main}>
        {error !== null ? (
          <div className={styles.narrow}>
            <h1 className={styles.title}>
              <FormattedMessage id="routes.judge.title" defaultMessage="Judging" />
            </h1>
            <p role="alert">{error || <FormattedMessage id="routes.judge.linkFailed" defaultMessage="This judge link could not be opened." />}</p>
          </div>
        ) : (
          <Spinner label={intl.formatMessage({ id: 'routes.judge.opening', defaultMessage: 'Opening your judge link…' })} />
        )}
      </main>
    );
  }
  return (
    <main className={styles.main}>
      <JudgePage />
    </main>
  );
}

export { JudgeRoute as Component };
