import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { srOnly } from '../../../styles/a11y.css.ts';
import { holderOf, isBallotComplete, ranksToAssign, type Rank } from '../hooks/ranking.ts';
import { useShowcase, type ShowcaseTeam } from '../hooks/useShowcase.ts';
import { useRankSelection } from '../hooks/useRankSelection.ts';
import { useCastBallot } from '../hooks/useCastBallot.ts';
import { bannerFor, ShowcaseBanner } from './ShowcaseBanner.tsx';
import { DebugStrip } from './DebugStrip.tsx';
import { VotingProgress } from '../../../components/VotingProgress/VotingProgress.tsx';
import { SubmissionCard } from './SubmissionCard.tsx';
import * as styles from './Showcase.css.ts';
import { readReceipt } from '../../../lib/receipts.ts';

function EmptyState({ title, text, level = 2 }: { title: ReactNode; text: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.empty}>
      <Heading className={level === 1 ? styles.title : styles.emptyTitle}>{title}</Heading>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}

/** /showcase/:cohortTag — the showcase (docs/PRODUCT.md#showcase): title, banner, submissions, ranking, debug strip. */
export function ShowcasePage({ tag }: { tag: string }) {
  const intl = useIntl();
  const { loading, cohort, teams, teamId, votes } = useShowcase(tag);

  const ownTeam = (teamId && teams.find((t) => t.id === teamId)) || null;
  const others = useMemo(() => teams.filter((t) => t.id !== teamId), [teams, teamId]);
  const hasSubmitted = Boolean(ownTeam);
  const hasVoted = votes.length > 0;
  const votingOpen = Boolean(cohort?.votingOpen);
  const ranks = useMemo(
    () =>
      ranksToAssign(
        teams.map((t) => t.id),
        teamId,
      ),
    [teams, teamId],
  );
  // A team that voted may replace its ballot while voting is open (docs/PRODUCT.md#changing-a-ballot).
  const [changeAsked, setChangeAsked] = useState(false);
  const mayVote = votingOpen && Boolean(teamId) && hasSubmitted && ranks.length > 0;
  const changing = mayVote && hasVoted && changeAsked;
  const canVote = mayVote && (!hasVoted || changing);
  const names = useMemo(() => new Map(others.map((t) => [t.id, t.name])), [others]);

  const { selection, choose, reset, announcement } = useRankSelection(canVote ? ranks : [], teamId, names);
  const { submit, submitting } = useCastBallot(tag);

  if (loading) {
    return (
      <main className={styles.page}>
        <Spinner label={intl.formatMessage({ id: 'showcase.loading', defaultMessage: 'Loading showcase…' })} />
      </main>
    );
  }
  if (!cohort) {
    return (
      <main className={styles.page}>
        <EmptyState
          level={1}
          title={<FormattedMessage id="showcase.notFound.title" defaultMessage="Cohort Not Found" />}
          text={<FormattedMessage id="showcase.notFound.text" defaultMessage="Please check the URL and try again." />}
        />
      </main>
    );
  }

  // What the card shows: the ballot being built (or changed), or the one already cast.
  const castRanks = new Map(votes.map((v) => [v.votedForTeamId, v.rank as Rank]));
  const rankOf = (t: ShowcaseTeam): Rank | undefined => (canVote ? selection[t.id] : castRanks.get(t.id));
  const complete = isBallotComplete(selection, ranks);
  const chosenCount = Object.keys(selection).length;

  async function onSubmit() {
    if (!complete || submitting) return;
    if (await submit(selection, { replace: changing })) {
      reset();
      setChangeAsked(false);
    }
  }

  function startChange() {
    reset(Object.fromEntries(castRanks));
    setChangeAsked(true);
  }

  function cancelChange() {
    reset();
    setChangeAsked(false);
  }

  let body;
  if (teamId && !hasSubmitted) {
    body = (
      <EmptyState
        title={<FormattedMessage id="showcase.submitFirst.title" defaultMessage="Submit Your Website First" />}
        text={
          <FormattedMessage
            id="showcase.submitFirst.text"
            defaultMessage="Other submissions are hidden until your team submits its website, to ensure fair competition and prevent idea copying."
          />
        }
      />
    );
  } else if (teams.length === 0) {
    body = (
      <EmptyState
        title={<FormattedMessage id="showcase.empty.title" defaultMessage="No submissions yet" />}
        text={<FormattedMessage id="showcase.empty.text" defaultMessage="Submitted websites from this cohort will appear here." />}
      />
    );
  } else if (hasSubmitted && others.length === 0) {
    body = (
      <EmptyState
        title={<FormattedMessage id="showcase.onlyOwn.title" defaultMessage="Only Your Team Has Submitted" />}
        text={<FormattedMessage id="showcase.onlyOwn.text" defaultMessage="Voting becomes available when other teams submit their websites." />}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'showcase.submissions', defaultMessage: 'Submissions' })}>
          {teams.map((t) => (
            <li key={t.id}>
              <SubmissionCard
                team={t}
                isOwn={t.id === teamId}
                rank={rankOf(t)}
                ranks={canVote ? ranks : []}
                isRankTaken={(r) => {
                  const holder = holderOf(selection, r);
                  return holder !== undefined && holder !== t.id;
                }}
                onChoose={(r) => choose(t.id, r)}
              />
            </li>
          ))}
        </ul>
        <div className={srOnly} aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        {canVote && (
          <div className={styles.submitBar}>
            <p className={styles.submitHint} id="vote-progress">
              {complete ? (
                <FormattedMessage id="showcase.vote.complete" defaultMessage="All ranks chosen. Submit your votes when ready." />
              ) : (
                <FormattedMessage
                  id="showcase.vote.progress"
                  defaultMessage="Ranks chosen: {chosen, number} of {total, number}. Assign every rank once to submit."
                  values={{ chosen: chosenCount, total: ranks.length }}
                />
              )}
            </p>
            {changing && (
              <Button variant="secondary" onClick={cancelChange} disabled={submitting}>
                <FormattedMessage id="showcase.vote.keep" defaultMessage="Keep My Votes" />
              </Button>
            )}
            <Button onClick={onSubmit} disabled={!complete || submitting} aria-describedby="vote-progress">
              {submitting ? (
                <FormattedMessage id="showcase.vote.submitting" defaultMessage="Submitting..." />
              ) : changing ? (
                <FormattedMessage id="showcase.vote.submitChanged" defaultMessage="Submit Changed Votes" />
              ) : (
                <FormattedMessage id="showcase.vote.submit" defaultMessage="Submit Votes" />
              )}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{cohort.name || intl.formatMessage({ id: 'showcase.title', defaultMessage: 'Cohort Showcase' })}</h1>
        <p className={styles.subtitle}>
          {cohort.description || intl.formatMessage({ id: 'showcase.subtitle', defaultMessage: 'View and vote for the best website submissions from this cohort.' })}
        </p>
      </header>
      <VotingProgress cohortTag={cohort.tag} />
      <ShowcaseBanner
        kind={bannerFor({ votingOpen, hasSession: Boolean(teamId), hasSubmitted, hasVoted })}
        eligibleCount={others.length}
        receipt={hasVoted ? readReceipt(tag) : null}
        onChange={mayVote && hasVoted && !changing ? startChange : undefined}
        changing={changing}
      />
      {body}
      <DebugStrip
        votingOpen={votingOpen}
        teamId={teamId}
        hasSubmitted={hasSubmitted}
        hasVoted={hasVoted}
        eligibleCount={others.length}
        teamCohortTag={ownTeam?.cohortTag ?? null}
        teamName={ownTeam?.name ?? null}
      />
      <div className={styles.footer}>
        <Link to={`/results/${encodeURIComponent(tag)}`} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          <FormattedMessage id="showcase.viewResults" defaultMessage="View Results" />
        </Link>
      </div>
    </main>
  );
}
