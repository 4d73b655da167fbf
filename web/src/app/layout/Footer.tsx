import { Link } from 'react-router-dom';
import * as styles from './Footer.css.ts';

/** Credits and Privacy Policy links; the landing page uses it too. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>© {new Date().getFullYear()} Found-in-Two · a university innovation programme</span>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to="/credits">
                Credits
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/privacy">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
