import { FormattedMessage } from 'react-intl';
import { MAX_RANKS, PHASE_COUNT } from '@fit/events/shared/constants';
import { Alert } from '../../../components/ui/Alert/Alert.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import * as styles from './Showcase.css.ts';

export type BannerKind = 'instructions' | 'submit-required' | 'session-required' | 'not-open' | 'voted';

/** Which banner of docs/PRODUCT.md#showcase applies (none when no row does). */
export function bannerFor(s: { votingOpen: boolean; hasSession: boolean; hasSubmitted: boolean; hasVoted: boolean }): BannerKind | null {
  if (s.hasVoted) return 'voted';
  if (s.votingOpen && s.hasSession) return s.hasSubmitted ? 'instructions' : 'submit-required';
  if (s.votingOpen) return 'session-required';
  if (s.hasSubmitted) return 'not-open';
  return null;
}

function Instructions({ eligible }: { eligible: number }) {
  if (eligible === 2)
    return <FormattedMessage id="showcase.banner.instructions2" defaultMessage="Select your top 2 favourite submissions using the rank buttons 1st and 2nd." />;
  if (eligible === 1)
    return <FormattedMessage id="showcase.banner.instructions1" defaultMessage="There is one other submission: select it as your favourite with the 1st button." />;
  return (
    <FormattedMessage
      id="showcase.banner.instructions3"
      defaultMessage="Select your top {ranks, number} favourite submissions using the rank buttons 1st, 2nd and 3rd."
      values={{ ranks: MAX_RANKS }}
    />
  );
}

interface BannerProps {
  kind: BannerKind | null;
  eligibleCount: number;
  receipt?: string | null;
  /** Offered to a team that voted while voting is open: starts changing its ballot. */
  onChange?: (() => void) | undefined;
  /** The team is changing its ballot: the cards show the new choices. */
  changing?: boolean;
}

/** The banner above the submissions; a live region, so voting opening or closing is heard. */
export function ShowcaseBanner({ kind, eligibleCount, receipt = null, onChange, changing = false }: BannerProps) {
  return <div aria-live="polite">{kind && <BannerBody kind={kind} eligibleCount={eligibleCount} receipt={receipt} onChange={onChange} changing={changing} />}</div>;
}

function BannerBody({
  kind,
  eligibleCount,
  receipt,
  onChange,
  changing,
}: Required<Pick<BannerProps, 'eligibleCount' | 'changing'>> & Pick<BannerProps, 'onChange'> & { kind: BannerKind; receipt: string | null }) {
  switch (kind) {
    case 'instructions':
      return (
        <Alert tone="info">
          <h2 className={styles.bannerTitle}>
            <FormattedMessage id="showcase.banner.instructionsTitle" defaultMessage="Voting Instructions" />
          </h2>
          <ul className={styles.bannerList}>
            <li>
              <Instructions eligible={eligibleCount} />
            </li>
            <li>
              <FormattedMessage id="showcase.banner.notOwn" defaultMessage="You cannot vote for your own team's submission." />
            </li>
          </ul>
        </Alert>
      );
    case 'submit-required':
      return (
        <Alert tone="attention">
          <h2 className={styles.bannerTitle}>
            <FormattedMessage id="showcase.banner.submitRequired" defaultMessage="Submit Required to Vote" />
          </h2>
          <p className={styles.bannerText}>
            <FormattedMessage
              id="showcase.banner.submitRequiredText"
              defaultMessage="Your team must submit its website first (Phase {phase, number}) before it can vote."
              values={{ phase: PHASE_COUNT }}
            />
          </p>
        </Alert>
      );
    case 'session-required':
      return (
        <Alert tone="danger">
          <h2 className={styles.bannerTitle}>
            <FormattedMessage id="showcase.banner.sessionRequired" defaultMessage="Team Session Required" />
          </h2>
          <p className={styles.bannerText}>
            <FormattedMessage
              id="showcase.banner.sessionRequiredText"
              defaultMessage="To vote, log in as your team with the 'Go to Showcase & Vote' button on your Phase {phase, number} page."
              values={{ phase: PHASE_COUNT }}
            />
          </p>
        </Alert>
      );
    case 'not-open':
      return (
        <Alert tone="warning">
          <h2 className={styles.bannerTitle}>
            <FormattedMessage id="showcase.banner.notOpen" defaultMessage="Voting Not Open Yet" />
          </h2>
          <p className={styles.bannerText}>
            <FormattedMessage id="showcase.banner.notOpenText" defaultMessage="You can view the submissions, but the administrator has not opened voting yet." />
          </p>
        </Alert>
      );
    case 'voted':
      return (
        <Alert tone="success">
          <h2 className={styles.bannerTitle}>
            <FormattedMessage id="showcase.banner.voted" defaultMessage="Thank you for voting!" />
          </h2>
          <p className={styles.bannerText}>
            <FormattedMessage id="showcase.banner.votedText" defaultMessage="You have already submitted your votes for this cohort." />
          </p>
          {receipt && (
            <p className={styles.bannerText}>
              <FormattedMessage
                id="showcase.banner.receipt"
                defaultMessage="Your ballot receipt: <code>{receipt}</code>. Keep it: once the results are revealed, you can check on the results page that your ballot was counted."
                values={{ receipt, code: (chunks) => <code className={styles.receipt}>{chunks}</code> }}
              />
            </p>
          )}
          {changing && (
            <p className={styles.bannerText}>
              <FormattedMessage
                id="showcase.banner.changing"
                defaultMessage="Changing your ballot: choose your new ranks below and submit them. Until you do, your current votes count."
              />
            </p>
          )}
          {onChange && (
            <p className={styles.bannerText}>
              <FormattedMessage id="showcase.banner.changeOffer" defaultMessage="Changed your mind? You can replace your ballot until voting closes." />{' '}
              <Button variant="secondary" size="sm" onClick={onChange}>
                <FormattedMessage id="showcase.banner.change" defaultMessage="Change Your Votes" />
              </Button>
            </p>
          )}
        </Alert>
      );
  }
}
