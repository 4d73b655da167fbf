import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { normaliseWebsiteUrl } from '@fit/events/shared/validation';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { FieldShell, describedBy, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { toast } from '../../../lib/toast.ts';
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
  const help = 'You can leave out https:// — it will be added automatically.';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!url.trim() || loading) return;
    try {
      // The server's own rule, checked here first so an obvious mistake needs no round trip.
      normaliseWebsiteUrl(url);
    } catch (error) {
      toast({ title: 'Failed to submit website', description: (error as Error).message, variant: 'destructive' });
      return;
    }
    try {
      const { data } = await submit({ variables: { teamId: team.id, websiteUrl: url.trim() } });
      const stored = data?.submitWebsite.submittedWebsiteUrl;
      if (stored) {
        setTyped(null);
        setJustSubmitted(stored);
        onSubmitted?.(stored);
      }
      toast({ title: 'Website submitted successfully', description: 'Your final website has been submitted to the cohort showcase.' });
    } catch (error) {
      toast({
        title: 'Failed to submit website',
        description: graphqlErrorMessage(error) ?? 'Failed to submit website',
        variant: 'destructive',
      });
    }
  }

  async function goToShowcase() {
    if (!team.accessToken || !team.cohortTag) {
      toast({ title: 'Authentication Error', description: 'Team access token or cohort information not available.', variant: 'destructive' });
      return;
    }
    try {
      await login({ variables: { accessToken: team.accessToken } });
      navigate(`/showcase/${encodeURIComponent(team.cohortTag)}`);
    } catch (error) {
      console.error('Team login failed', error);
      toast({ title: 'Authentication Failed', description: 'Unable to authenticate your team session. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card title="Submit Your Deployed Website" subtitle="Share your live website with your cohort's showcase.">
      <div className={styles.stack}>
        <form onSubmit={onSubmit} noValidate className={styles.stack}>
          <FieldShell id={urlId} label="Website URL" help={help}>
            <div className={styles.row}>
              <input
                id={urlId}
                type="url"
                inputMode="url"
                className={`${fieldStyles.control} ${styles.grow}`}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="your-startup.example.com"
                aria-describedby={describedBy(urlId, help)}
                autoComplete="url"
              />
              <Button type="submit" disabled={!url.trim() || loading}>
                {submitted ? 'Update Submission' : 'Submit Website'}
              </Button>
            </div>
          </FieldShell>
          {submitted && !planDiffers && (
            <p className={styles.success} role="status">
              Website submitted successfully
            </p>
          )}
          {planDiffers && (
            <p className={styles.notice} role="status">
              Your Live website URL above differs from the website submitted to the showcase ({team.submittedWebsiteUrl}). Update the submission to show the new one.
            </p>
          )}
        </form>

        {team.accessToken && (
          <FieldShell id={linkId} label="Permanent secure link" help="Anyone with this link works as your team. Keep it safe.">
            <input
              id={linkId}
              readOnly
              className={`${fieldStyles.control} ${styles.readOnly}`}
              value={secureTeamLink(origin, team.code, team.accessToken)}
              aria-describedby={describedBy(linkId, true)}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FieldShell>
        )}

        <div className={styles.nextSteps}>
          <h3 className={styles.nextTitle}>Next Steps</h3>
          <ol className={styles.list}>
            <li>Submit your deployed website above.</li>
            <li>Visit your cohort's showcase and vote for your top 3 favourites.</li>
            <li>Check the results once your instructor reveals them.</li>
          </ol>
          <div className={styles.row}>
            <Button onClick={goToShowcase} disabled={loggingIn}>
              Go to Showcase &amp; Vote
            </Button>
            {team.cohortTag && (
              <Link className={buttonClass({ variant: 'secondary' })} to={`/results/${encodeURIComponent(team.cohortTag)}`}>
                View Results
              </Link>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
