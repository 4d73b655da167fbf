import * as styles from './Page.css.ts';

/** A page addressed by a team code (?team_id=) that matches no team. */
export function TeamNotFound({ code }: { code: string | null }) {
  return (
    <main className={styles.main}>
      <div className={`${styles.narrow} ${styles.center}`}>
        <h1 className={styles.title}>Team not found</h1>
        <p className={styles.muted}>No team has the code {code ?? '(none)'}.</p>
      </div>
    </main>
  );
}
