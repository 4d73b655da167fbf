import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Page.css.ts';

/** A page addressed by a team code (?team_id=) that matches no team. */
export function TeamNotFound({ code }: { code: string | null }) {
  const intl = useIntl();
  return (
    <main className={styles.main}>
      <div className={`${styles.narrow} ${styles.center}`}>
        <h1 className={styles.title}>
          <FormattedMessage id="routes.teamNotFound.title" defaultMessage="Team not found" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage
            id="routes.teamNotFound.text"
            defaultMessage="No team has the code {code}."
            values={{ code: code ?? intl.formatMessage({ id: 'routes.teamNotFound.none', defaultMessage: '(none)' }) }}
          />
        </p>
      </div>
    </main>
  );
}
