import { Compass, Handshake, Sparkles, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { TEAM_CODE_LENGTH } from '@fit/events/shared/constants';
import { usePhases } from '../../i18n/I18nProvider.tsx';
import { Footer } from '../layout/Footer.tsx';
import * as styles from '../../features/landing/components/Landing.css.ts';

// The dialog brings Apollo, Radix Dialog and Toast: loaded on first use, so the landing page stays small.
const LandingTeamDialog = lazy(() => import('./landing-team-dialog.tsx'));
const preload = () => void import('./landing-team-dialog.tsx');

// SVG icons (lucide-react, tree-shaken), not emoji: no emoji font is needed to see them.
const m = defineMessages({
  phasesText: { id: 'landing.features.phases.text', defaultMessage: 'A guided path from market research to launch, one focused phase at a time.' },
  teamTitle: { id: 'landing.features.team.title', defaultMessage: 'Team Collaboration' },
  promptsTitle: { id: 'landing.features.prompts.title', defaultMessage: 'AI-Powered Prompts' },
  promptsText: { id: 'landing.features.prompts.text', defaultMessage: 'Your answers become ready-to-use AI prompts you can copy or download.' },
});

/** '/': Get Started, the three features, the eight phases, the footer links. */
export function LandingPage() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const navigate = useNavigate();
  const intl = useIntl();
  const phases = usePhases();
  const features: { icon: LucideIcon; title: string; text: string }[] = [
    {
      icon: Compass,
      title: intl.formatMessage({ id: 'landing.features.phases.title', defaultMessage: '{count, number} Strategic Phases' }, { count: phases.length }),
      text: intl.formatMessage(m.phasesText),
    },
    {
      icon: Handshake,
      title: intl.formatMessage(m.teamTitle),
      text: intl.formatMessage(
        { id: 'landing.features.team.text', defaultMessage: 'Share a {length, number}-character team code and work on the same answers together.' },
        { length: TEAM_CODE_LENGTH },
      ),
    },
    { icon: Sparkles, title: intl.formatMessage(m.promptsTitle), text: intl.formatMessage(m.promptsText) },
  ];
  return (
    <>
      <main>
        <section className={styles.hero} aria-labelledby="landing-title">
          <div className={styles.heroInner}>
            <span className={styles.brand}>
              <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
                <rect width="32" height="32" rx="8" fill="#ffffff" />
                <circle cx="12" cy="16" r="6" fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
                <circle cx="20" cy="16" r="6" fill="none" stroke="#60a5fa" strokeWidth="2.5" />
              </svg>
              Found-in-Two
            </span>
            <h1 id="landing-title" className={styles.heroTitle}>
              <FormattedMessage id="landing.hero.title" defaultMessage="Build your startup in eight guided phases" />
            </h1>
            <p className={styles.heroText}>
              <FormattedMessage
                id="landing.hero.text"
                defaultMessage="Work through market research, offer design, branding and launch with your team, turning every decision into a ready-to-use AI prompt."
              />
            </p>
            <button
              type="button"
              className={styles.cta}
              onMouseEnter={preload}
              onFocus={preload}
              onClick={() => {
                setRequested(true);
                setOpen(true);
              }}
            >
              <FormattedMessage id="landing.getStarted" defaultMessage="Get Started" />
            </button>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            <FormattedMessage id="landing.features.title" defaultMessage="Why Found-in-Two" />
          </h2>
          <ul className={styles.grid3}>
            {features.map((f) => (
              <li key={f.title} className={styles.feature}>
                <f.icon className={styles.featureIcon} size={28} aria-hidden="true" focusable="false" />
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.muted}>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="phases-title">
          <h2 id="phases-title" className={styles.sectionTitle}>
            <FormattedMessage id="landing.phases.title" defaultMessage="The eight phases" />
          </h2>
          <ol className={styles.phases}>
            {phases.map((p) => (
              <li key={p.number} className={styles.phase}>
                <span className={styles.phaseNumber} aria-hidden="true">
                  {intl.formatNumber(p.number)}
                </span>
                <div>
                  <h3 className={styles.phaseTitle}>{p.landingTitle}</h3>
                  <p className={styles.muted}>{p.summary}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <Footer />
      {requested && (
        <Suspense fallback={null}>
          <LandingTeamDialog open={open} onOpenChange={setOpen} onNavigate={(path) => navigate(path)} />
        </Suspense>
      )}
    </>
  );
}

export { LandingPage as Component };
