import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PHASE_COUNT, TEAM_CODE_LENGTH } from '@fit/events/shared/constants';
import * as styles from './Page.css.ts';

const m = defineMessages({
  collectTitle: { id: 'routes.privacy.collect.title', defaultMessage: 'Information We Collect' },
  collectText1: {
    id: 'routes.privacy.collect.text1',
    defaultMessage:
      'When you create a team we store the team name you choose, a {codeLength, number}-character team code, an optional avatar icon and a secure access token. As you work through the phases we store the answers you type into each phase form, the phase your team has reached and, after phase {lastPhase, number}, the website address you submit.',
  },
  collectText2: {
    id: 'routes.privacy.collect.text2',
    defaultMessage:
      'Instructors log in with a username and password; we store the username and a one-way hash of the password. We set a session cookie to keep you logged in as an instructor or as a team. If you work without a team, your answers stay in your own browser (local storage) and are never sent to us.',
  },
  useTitle: { id: 'routes.privacy.use.title', defaultMessage: 'How We Use Your Information' },
  useText1: {
    id: 'routes.privacy.use.text1',
    defaultMessage:
      'We use this information only to run the workshop: to save and show your progress, to build your AI prompts, to let your instructor follow the progress of teams, to run the cohort showcase and vote, and to publish the results once your instructor reveals them.',
  },
  sharingTitle: { id: 'routes.privacy.sharing.title', defaultMessage: 'Information Sharing' },
  sharingText1: {
    id: 'routes.privacy.sharing.text1',
    defaultMessage:
      'Anyone who knows your team code can see and edit your team’s answers, so share it only with your teammates. Your submitted website address and team name are shown to the other teams of your cohort in the showcase, and on the public results page once results are revealed. Instructors can see all teams and export their progress. We do not sell your information or share it with advertisers.',
  },
  securityTitle: { id: 'routes.privacy.security.title', defaultMessage: 'Data Storage and Security' },
  securityText1: {
    id: 'routes.privacy.security.text1',
    defaultMessage:
      'Data is stored on servers operated for the programme. Instructor passwords are stored only as slow one-way hashes, cookies are HttpOnly, and votes are recorded in an append-only, tamper-evident log. The app loads no third-party fonts, scripts or trackers. No system is perfectly secure, so please do not enter sensitive personal information into the phase forms.',
  },
  rightsTitle: { id: 'routes.privacy.rights.title', defaultMessage: 'Your Data Rights' },
  rightsText1: {
    id: 'routes.privacy.rights.text1',
    defaultMessage:
      'You may ask your instructor or the programme team to see, correct, export or delete the data stored about your team. Data kept in your browser without a team can be removed at any time by clearing your browser’s site data.',
  },
  childrenTitle: { id: 'routes.privacy.children.title', defaultMessage: "Children's Privacy" },
  childrenText1: {
    id: 'routes.privacy.children.text1',
    defaultMessage:
      'The service is not directed at children under {minAge, number}, and we do not knowingly collect information from them. If you believe a child under {minAge, number} has given us information, please contact the programme team so we can delete it.',
  },
  changesTitle: { id: 'routes.privacy.changes.title', defaultMessage: 'Changes to This Policy' },
  changesText1: {
    id: 'routes.privacy.changes.text1',
    defaultMessage:
      'We may update this policy from time to time. When we do, we will change the effective date at the top of this page; continuing to use the service after a change means you accept the updated policy.',
  },
});

const SECTIONS: { key: string; title: MessageDescriptor; paragraphs: MessageDescriptor[] }[] = [
  { key: 'collect', title: m.collectTitle, paragraphs: [m.collectText1, m.collectText2] },
  { key: 'use', title: m.useTitle, paragraphs: [m.useText1] },
  { key: 'sharing', title: m.sharingTitle, paragraphs: [m.sharingText1] },
  { key: 'security', title: m.securityTitle, paragraphs: [m.securityText1] },
  { key: 'rights', title: m.rightsTitle, paragraphs: [m.rightsText1] },
  { key: 'children', title: m.childrenTitle, paragraphs: [m.childrenText1] },
  { key: 'changes', title: m.changesTitle, paragraphs: [m.changesText1] },
];

/** The numbers the policy's paragraphs name, formatted for the page's language. */
const POLICY_NUMBERS = { codeLength: TEAM_CODE_LENGTH, lastPhase: PHASE_COUNT, minAge: 13 };

/** The policy's effective date (a calendar day, shown in the page's language). */
const EFFECTIVE = new Date(2025, 5, 12);

export function PrivacyPage() {
  const intl = useIntl();
  return (
    <main className={styles.main}>
      <article className={styles.narrow}>
        <header>
          <h1 className={styles.title}>
            <FormattedMessage id="routes.privacy.title" defaultMessage="Privacy Policy" />
          </h1>
          <p className={styles.muted}>
            <FormattedMessage id="routes.privacy.effective" defaultMessage="Effective date: {date, date, long}" values={{ date: EFFECTIVE }} />
          </p>
        </header>
        {SECTIONS.map((s, i) => (
          <section key={s.key} className={styles.prose} aria-labelledby={`privacy-${i}`}>
            <h2 id={`privacy-${i}`}>
              <FormattedMessage
                id="routes.privacy.sectionTitle"
                defaultMessage="{number, number}. {title}"
                values={{ number: i + 1, title: intl.formatMessage(s.title) }}
              />
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.id}>{intl.formatMessage(p, POLICY_NUMBERS)}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}

export { PrivacyPage as Component };
