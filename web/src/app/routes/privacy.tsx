import * as styles from './Page.css.ts';

const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'When you create a team we store the team name you choose, a 4-character team code, an optional avatar icon and a secure access token. As you work through the phases we store the answers you type into each phase form, the phase your team has reached and, after phase 8, the website address you submit.',
      'Instructors log in with a username and password; we store the username and a one-way hash of the password. We set a session cookie to keep you logged in as an instructor or as a team. If you work without a team, your answers stay in your own browser (local storage) and are never sent to us.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use this information only to run the workshop: to save and show your progress, to build your AI prompts, to let your instructor follow the progress of teams, to run the cohort showcase and vote, and to publish the results once your instructor reveals them.',
    ],
  },
  {
    title: 'Information Sharing',
    paragraphs: [
      'Anyone who knows your team code can see and edit your team’s answers, so share it only with your teammates. Your submitted website address and team name are shown to the other teams of your cohort in the showcase, and on the public results page once results are revealed. Instructors can see all teams and export their progress. We do not sell your information or share it with advertisers.',
    ],
  },
  {
    title: 'Data Storage and Security',
    paragraphs: [
      'Data is stored on servers operated for the programme. Instructor passwords are stored only as slow one-way hashes, cookies are HttpOnly, and votes are recorded in an append-only, tamper-evident log. The app loads no third-party fonts, scripts or trackers. No system is perfectly secure, so please do not enter sensitive personal information into the phase forms.',
    ],
  },
  {
    title: 'Your Data Rights',
    paragraphs: [
      'You may ask your instructor or the programme team to see, correct, export or delete the data stored about your team. Data kept in your browser without a team can be removed at any time by clearing your browser’s site data.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      'The service is not directed at children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has given us information, please contact the programme team so we can delete it.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. When we do, we will change the effective date at the top of this page; continuing to use the service after a change means you accept the updated policy.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <main className={styles.main}>
      <article className={styles.narrow}>
        <header>
          <h1 className={styles.title}>Privacy Policy</h1>
          <p className={styles.muted}>Effective date: June 12, 2025</p>
        </header>
        {SECTIONS.map((s, i) => (
          <section key={s.title} className={styles.prose} aria-labelledby={`privacy-${i}`}>
            <h2 id={`privacy-${i}`}>
              {i + 1}. {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}

export { PrivacyPage as Component };
