import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { useAdminLogin } from '../hooks/useAdminLogin.ts';
import * as styles from './AdminLoginForm.css.ts';

/**
 * Username and password; the fields are checked here (a toast), the credentials by the server.
 * On success the admin status changes and the page redirects to /admin by itself.
 */
export function AdminLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { submit, loading } = useAdminLogin();
  const userId = useId();
  const passId = useId();
  const intl = useIntl();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    await submit(username, password);
  }

  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.title}>
          <FormattedMessage id="admin.login.title" defaultMessage="Admin Login" />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage id="admin.login.intro" defaultMessage="Sign in with your instructor credentials to open the dashboard." />
        </p>
        {/* noValidate: the product's 'Missing fields' toast speaks for empty fields, not the browser. */}
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={loading}>
          <FieldShell id={userId} label={<FormattedMessage id="admin.login.username" defaultMessage="Username" />} required>
            <input
              id={userId}
              name="username"
              className={fieldStyles.control}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </FieldShell>
          <FieldShell id={passId} label={<FormattedMessage id="admin.login.password" defaultMessage="Password" />} required>
            <input
              id={passId}
              name="password"
              type="password"
              className={fieldStyles.control}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
            />
          </FieldShell>
          <Button type="submit" block disabled={loading}>
            {loading
              ? intl.formatMessage({ id: 'admin.login.submitting', defaultMessage: 'Logging in...' })
              : intl.formatMessage({ id: 'admin.login.submit', defaultMessage: 'Login' })}
          </Button>
        </form>
      </Card>
    </div>
  );
}
