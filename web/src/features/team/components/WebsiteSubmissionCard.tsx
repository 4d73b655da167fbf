import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { normaliseWebsiteUrl } from '@fit/events/shared/validation';
import { DEFAULT_LOCALE } from '@fit/events/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { FieldShell, describedBy, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { secureTeamLink } from '../../../lib/urls.ts';
import { SubmitWebsiteMutation } from '../graphql/submitWebsite.ts';
import { TeamLoginMutation } from '../graphql/teamLogin.ts';
import type { Team } from '../hooks/useTeam.ts';
import * as styles from './WebsiteSubmissionCard.css.ts';

/** The same website however it was typed ('acme.example' and 'https://acme.example/'). */
export function sameWebsite(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (u: string | null | undefined) => {
    if (!u?.trim()) return '';
    try {
      return normaliseWebsiteUrl(u).replace(/\/$/, '');
    } catch {
      return u.trim();
    }
  };
  return norm(a) === norm(b);
}

const m = defineMessages({
  help: { id: 'team.website.help', defaultMessage: 'You can leave out https:// — it will be added automatically.' },
  failed: { id: 'team.website.failed', defaultMessage: 'Failed to submit website' },
  submitted: { id: 'team.website.submitted', defaultMessage: 'Website submitted successfully' },
  submittedText: { id: 'team.website.submittedText', defaultMessage: 'Your final website has been submitted to the cohort showcase.' },
  authError: { id: 'team.website.authError', defaultMessage: 'Authentication Error' },
  authErrorText: { id: 'team.website.authErrorText', defaultMessage: 'Team access token or cohort information not available.' },
  authFailed: { id: 'team.website.authFailed', defaultMessage: 'Authentication Failed' },
  authFailedText: { id: 'team.website.authFailedText', defaultMessage: 'Unable to authenticate your team session. Please try again.' },
  title: { id: 'team.website.title', defaultMessage: 'Submit Your Deployed Website' },
  subtitle: { id: 'team.website.subtitle', defaultMessage: "Share your live website with your cohort's showcase." },
  urlLabel: { id: 'team.website.urlLabel', defaultMessage: 'Website URL' },
  linkLabel: { id: 'team.website.linkLabel', defaultMessage: 'Permanent secure link' },
  linkHelp: { id: 'team.website.linkHelp', defaultMessage: 'Anyone with this link works as your team. Keep it safe.' },
});

interface WebsiteSubmissionCardProps {
  team: Team;
  origin?: string;
  /**
   * The phase-8 form's 'Live website URL': the team types its website once. The card follows
   * it until someone edits the card itself, and a submission writes the submitted address back
   * through onSubmitted, so the plan (and its prompt) and the showcase never disagree.
   */
  planUrl?: string;
  onSubmitted?: (url: string) => void;
}

/** Phase 8, for a team in a cohort: submit the deployed site, keep the secure link, go vote. */
export function WebsiteSubmissionCard({ team, origin = window.location.origin, planUrl = '', onSubmitted }: WebsiteSubmissionCardProps) {
  // null: not edited here, so the card shows the plan's URL (or, without one, the submitted one).
  const intl = useIntl();
  const { locale } = useLanguage();
  const [typed, setTyped] = useState<string | null>(null);
  const [justSubmitted, setJustSubmitted] = useState<string | null>(null);
  const url = typed ?? (planUrl.trim() || justSubmitted || team.submittedWebsiteUrl || '');
  const setUrl = setTyped;
  const [submit, { loading }] = useMutation(SubmitWebsiteMutation);
  const [login, { loading: loggingIn }] = useMutation(TeamLoginMutation);
  const navigate = useNavigate();
  const urlId = useId();
  const linkId = useId();
  const submitted = Boolean(team.submittedWebsiteUrl);
  // The plan names another site than the showcase has: say so, one click updates it.
  const planDiffers = submitted && Boolean(planUrl.trim()) && !sameWebsite(planUrl, team.submittedWebsiteUrl);
  const help = intl.formatMessage(m.help);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!url.trim() || loading) return;
    // The server's own rule, checked here first so an obvious mistake needs no round trip. Its
    // wording is English: in another language the server refuses instead, in the page's language.
    if (locale === DEFAULT_LOCALE) {
      try {
        normaliseWebsiteUrl(url);
      } catch (error) {
        toast({ title: intl.formatMessage(m.failed), description: (error as Error).message, variant: 'destructive' });
        return;
      }
    }
    try {
      const { data } = await submit({ variables: { teamId: team.id, websiteUrl: url.trim() } });
      const stored = data?.submitWebsite.submittedWebsiteUrl;
      if (stored) {
        setTyped(null);
        setJustSubmitted(stored);
        onSubmitted?.(stored);
      }
      toast({ title: intl.formatMessage(m.submitted), description: intl.formatMessage(m.submittedText) });
    } catch (error) {
      toast({
        title: intl.formatMessage(m.failed),
        description: graphqlErrorMessage(error) ?? intl.formatMessage(m.failed),
        variant: 'destructive',
      });
    }
  }

  async function goToShowcase() {
    if (!team.accessToken || !team.cohortTag) {
      toast({ title: intl.formatMessage(m.authError), description: intl.formatMessage(m.authErrorText), variant: 'destructive' });
      return;
    }
    try {
      await login({ variables: { accessToken: team.accessToken } });
      navigate(`/showcase/${encodeURIComponent(team.cohortTag)}`);
    } catch (error) {
      console.error('Team login failed', error);
      toast({ title: intl.formatMessage(m.authFailed), description: intl.formatMessage(m.authFailedText), variant: 'destructive' });
    }
  }

  return (
    <Card title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <div className={styles.stack}>
        <form onSubmit={onSubmit} noValidate className={styles.stack}>
          <FieldShell id={urlId} label={intl.formatMessage(m.urlLabel)} help={help}>
            <div className={styles.row}>
              <input
                id={urlId}
                type="url"
                inputMode="url"
                // An address reads left to right in every language.
                dir="ltr"
                className={`${fieldStyles.control} ${styles.grow}`}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="your-startup.example.com"
                aria-describedby={describedBy(urlId, help)}
                autoComplete="url"
              />
              <Button type="submit" disabled={!url.trim() || loading}>
                {submitted ? (
                  <FormattedMessage id="team.website.update" defaultMessage="Update Submission" />
                ) : (
                  <FormattedMessage id="team.website.submit" defaultMessage="Submit Website" />
                )}
              </Button>
            </div>
          </FieldShell>
          {submitted && !planDiffers && (
            <p className={styles.success} role="status">
              {intl.formatMessage(m.submitted)}
            </p>
          )}
          {planDiffers && (
            <p className={styles.notice} role="status">
              <FormattedMessage
                id="team.website.planDiffers"
                defaultMessage="Your Live website URL above differs from the website submitted to the showcase ({url}). Update the submission to show the new one."
                values={{ url: team.submittedWebsiteUrl }}
              />
            </p>
          )}
        </form>

        {team.accessToken && (
          <FieldShell id={linkId} label={intl.formatMessage(m.linkLabel)} help={intl.formatMessage(m.linkHelp)}>
            <input
              id={linkId}
              readOnly
              dir="ltr"
              className={`${fieldStyles.control} ${styles.readOnly}`}
              value={secureTeamLink(origin, team.code, team.accessToken)}
              aria-describedby={describedBy(linkId, true)}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FieldShell>
        )}

        <div className={styles.nextSteps}>
          <h3 className={styles.nextTitle}>
            <FormattedMessage id="team.website.nextTitle" defaultMessage="Next Steps" />
          </h3>
          <ol className={styles.list}>
            <li>
              <FormattedMessage id="team.website.step1" defaultMessage="Submit your deployed website above." />
            </li>
            <li>
              <FormattedMessage
                id="team.website.step2"
                defaultMessage="Visit your cohort's showcase and vote for your top {count, number} favourites."
                values={{ count: 3 }}
              />
            </li>
            <li>
              <FormattedMessage id="team.website.step3" defaultMessage="Check the results once your instructor reveals them." />
            </li>
          </ol>
          <div className={styles.row}>
            <Button onClick={goToShowcase} disabled={loggingIn}>
              <FormattedMessage id="team.website.goVote" defaultMessage="Go to Showcase & Vote" />
            </Button>
            {team.cohortTag && (
              <Link className={buttonClass({ variant: 'secondary' })} to={`/results/${encodeURIComponent(team.cohortTag)}`}>
                <FormattedMessage id="team.website.results" defaultMessage="View Results" />
              </Link>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
