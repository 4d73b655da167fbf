import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/Card/Card.tsx';
import { buttonClass } from '../../components/ui/Button/Button.tsx';
import * as styles from './Page.css.ts';

const CARDS = [
  { title: 'Assets', items: ['Team avatar icons: 36 original space-themed SVG illustrations drawn for Found-in-Two', 'Logo and favicon: original artwork'] },
  { title: 'Font', items: ["Your device's own system font stack (system-ui and friends): no web fonts are downloaded"] },
  { title: 'Technologies', items: ['React', 'React Router', 'TypeScript', 'Vite'] },
  { title: 'UI', items: ['Radix UI primitives (dialog, dropdown menu, tooltip, tabs, toast)', 'vanilla-extract styling', 'canvas-confetti'] },
  { title: 'Backend', items: ['Node.js and Express', 'GraphQL (Apollo Server, Apollo Client, graphql-ws)', 'PostgreSQL with MikroORM', 'Redis and BullMQ'] },
  { title: 'Tools', items: ['Vitest, Testing Library and Mock Service Worker', 'Playwright with Chromium', 'axe-core', 'GraphQL Code Generator'] },
];

export function CreditsPage() {
  return (
    <main className={styles.main}>
      <div className={styles.narrow}>
        <div>
          <Link to="/" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <ArrowLeft size={16} aria-hidden="true" focusable="false" /> Back to Home
          </Link>
        </div>
        <h1 className={styles.title}>Credits</h1>
        <p className={styles.muted}>Found-in-Two is built with the help of these assets, fonts and open-source projects.</p>
        <div className={styles.cards}>
          {CARDS.map((c) => (
            <Card key={c.title} title={c.title}>
              <ul>
                {c.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </div>
    </main>
  );
}

export { CreditsPage as Component };
