import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { AVATAR_ICON_COUNT } from '@fit/events/shared/constants';
import { Card } from '../../components/ui/Card/Card.tsx';
import { buttonClass } from '../../components/ui/Button/Button.tsx';
import * as styles from './Page.css.ts';

const m = defineMessages({
  assets: { id: 'routes.credits.assets.title', defaultMessage: 'Assets' },
  avatars: { id: 'routes.credits.assets.avatars', defaultMessage: 'Team avatar icons: {count, number} original space-themed SVG illustrations drawn for Found-in-Two' },
  logo: { id: 'routes.credits.assets.logo', defaultMessage: 'Logo and favicon: original artwork' },
  font: { id: 'routes.credits.font.title', defaultMessage: 'Font' },
  systemFont: { id: 'routes.credits.font.system', defaultMessage: "Your device's own system font stack (system-ui and friends): no web fonts are downloaded" },
  technologies: { id: 'routes.credits.technologies.title', defaultMessage: 'Technologies' },
  ui: { id: 'routes.credits.ui.title', defaultMessage: 'UI' },
  radix: { id: 'routes.credits.ui.radix', defaultMessage: 'Radix UI primitives (dialog, dropdown menu, tooltip, tabs, toast)' },
  vanillaExtract: { id: 'routes.credits.ui.vanillaExtract', defaultMessage: 'vanilla-extract styling' },
  backend: { id: 'routes.credits.backend.title', defaultMessage: 'Backend' },
  node: { id: 'routes.credits.backend.node', defaultMessage: 'Node.js and Express' },
  postgres: { id: 'routes.credits.backend.postgres', defaultMessage: 'PostgreSQL with MikroORM' },
  redis: { id: 'routes.credits.backend.redis', defaultMessage: 'Redis and BullMQ' },
  tools: { id: 'routes.credits.tools.title', defaultMessage: 'Tools' },
  testing: { id: 'routes.credits.tools.testing', defaultMessage: 'Vitest, Testing Library and Mock Service Worker' },
  playwright: { id: 'routes.credits.tools.playwright', defaultMessage: 'Playwright with Chromium' },
});

/** A card's items: a message, or a product's own name (not translated). */
type Item = MessageDescriptor | string;

const CARDS: { key: string; title: MessageDescriptor; items: Item[] }[] = [
  { key: 'assets', title: m.assets, items: [m.avatars, m.logo] },
  { key: 'font', title: m.font, items: [m.systemFont] },
  { key: 'technologies', title: m.technologies, items: ['React', 'React Router', 'TypeScript', 'Vite'] },
  { key: 'ui', title: m.ui, items: [m.radix, m.vanillaExtract, 'canvas-confetti'] },
  { key: 'backend', title: m.backend, items: [m.node, 'GraphQL (Apollo Server, Apollo Client, graphql-ws)', m.postgres, m.redis] },
  { key: 'tools', title: m.tools, items: [m.testing, m.playwright, 'axe-core', 'GraphQL Code Generator'] },
];

export function CreditsPage() {
  const intl = useIntl();
  return (
    <main className={styles.main}>
      <div className={styles.narrow}>
        <div>
          <Link to="/" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <ArrowLeft className={styles.backArrow} size={16} aria-hidden="true" focusable="false" />{' '}
            <FormattedMessage id="routes.backHome" defaultMessage="Back to Home" />
          </Link>
        </div>
        <h1 className={styles.title}>
          <FormattedMessage id="routes.credits.title" defaultMessage="Credits" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="routes.credits.text" defaultMessage="Found-in-Two is built with the help of these assets, fonts and open-source projects." />
        </p>
        <div className={styles.cards}>
          {CARDS.map((c) => (
            <Card key={c.key} title={intl.formatMessage(c.title)}>
              <ul>
                {c.items.map((i) => {
                  const text = typeof i === 'string' ? i : intl.formatMessage(i, { count: AVATAR_ICON_COUNT });
                  return <li key={typeof i === 'string' ? i : i.id}>{typeof i === 'string' ? <bdi dir="ltr">{text}</bdi> : text}</li>;
                })}
              </ul>
            </Card>
          ))}
        </div>
      </div>
    </main>
  );
}

export { CreditsPage as Component };
