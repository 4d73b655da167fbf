import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_SCORE_COMMENT_LENGTH } from '@fit/events/judging/validation';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useJudge } from '../hooks/useJudge.ts';
import * as styles from './Judging.css.ts';
import { teamNameIn } from '../../../lib/teamName.ts';

const SCORES = [1, 2, 3, 4, 5];

/** /judge: a judge scores their teams on each jury category's rubric, and sees "N of M scored". */
export function JudgePage() {
  const { loading, error, view, score } = useJudge();
  const intl = useIntl();
  if (loading && !view) return <Spinner label={intl.formatMessage({ id: 'judging.judge.loading', defaultMessage: 'Loading your judging page…' })} />;
  if (!view) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="judging.judge.title" defaultMessage="Judging" />
        </h1>
        <p role="alert">{error ?? <FormattedMessage id="judging.judge.openLink" defaultMessage="Open the secret link your instructor sent you." />}</p>
      </div>
    );
  }
  // An erased team's name in the page's language.
  const teams = view.teams.map((t) => ({ ...t, name: teamNameIn(intl, t) }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="judging.admin.title" defaultMessage="Judging: {cohort}" values={{ cohort: view.cohortName }} />
      </h1>
      <p className={styles.muted}>
        <FormattedMessage id="judging.judge.signedIn" defaultMessage="Signed in as judge {name}." values={{ name: view.name }} />
      </p>
      <p className={styles.status} role="status" aria-live="polite">
        {view.open ? (
          <FormattedMessage
            id="judging.judge.progressOpen"
            defaultMessage="{scored, number} of {total, number} scored. Judging is open: you can score and revise."
            values={{ scored: view.scored, total: view.total }}
          />
        ) : (
          <FormattedMessage
            id="judging.judge.progressClosed"
            defaultMessage="{scored, number} of {total, number} scored. Judging is closed: scores can no longer change."
            values={{ scored: view.scored, total: view.total }}
          />
        )}
      </p>
      {view.teams.length === 0 && (
        <p className={styles.muted}>
          <FormattedMessage id="judging.judge.noTeams" defaultMessage="No teams are assigned to you yet." />
        </p>
      )}
      {view.categories.length === 0 && (
        <p className={styles.muted}>
          <FormattedMessage id="judging.judge.noCategories" defaultMessage="No category is decided by a jury yet." />
        </p>
      )}
      {teams.map((team) => (
        <Card
          key={team.id}
          title={team.name}
          subtitle={team.websiteUrl ? undefined : intl.formatMessage({ id: 'judging.judge.noWebsite', defaultMessage: 'No website submitted yet' })}
        >
          {team.websiteUrl && (
            <p>
              <a href={team.websiteUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="judging.judge.visit" defaultMessage="Visit {team}" values={{ team: team.name }} />
              </a>
            </p>
          )}
          {view.categories.map((c) => {
            const saved = view.scores.find((s) => s.categoryId === c.categoryId && s.teamId === team.id) ?? null;
            return (
              <ScoreForm
                key={`${c.categoryId}:${saved?.revision ?? 0}`}
                teamName={team.name}
                category={c}
                saved={saved}
                open={view.open}
                onSave={(scores, comment) => score(c.categoryId, team.id, scores, comment)}
              />
            );
          })}
        </Card>
      ))}
    </div>
  );
}

interface ScoreFormProps {
  teamName: string;
  category: { categoryId: string; name: string; criteria: string[] };
  saved: { scores: number[]; comment?: string | null; revision: number } | null;
  open: boolean;
  onSave: (scores: number[], comment: string) => Promise<string | null>;
}

function ScoreForm({ teamName, category, saved, open, onSave }: ScoreFormProps) {
  const id = useId();
  const intl = useIntl();
  const [scores, setScores] = useState<(number | null)[]>(saved?.scores ?? category.criteria.map(() => null));
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = scores.every((s) => s !== null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete)
      return setMessage(
        intl.formatMessage(
          { id: 'judging.score.incomplete', defaultMessage: 'Give a score from {min, number} to {max, number} on every criterion.' },
          { min: 1, max: 5 },
        ),
      );
    setSaving(true);
    const refused = await onSave(scores as number[], comment);
    setSaving(false);
    setMessage(refused ?? intl.formatMessage({ id: 'judging.score.saved', defaultMessage: 'Saved.' }));
  };
  return (
    <form
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'judging.score.form', defaultMessage: '{category} scores for {team}' }, { category: category.name, team: teamName })}
    >
      <fieldset className={styles.fieldset} disabled={!open}>
        <legend className={styles.legend}>
          {saved ? (
            <FormattedMessage
              id="judging.score.scored"
              defaultMessage="{category} — scored (revision {revision, number})"
              values={{ category: category.name, revision: saved.revision }}
            />
          ) : (
            <FormattedMessage id="judging.score.notScored" defaultMessage="{category} — not scored yet" values={{ category: category.name }} />
          )}
        </legend>
        <div className={styles.row}>
          {category.criteria.map((criterion, i) => (
            <label key={criterion} className={styles.label} htmlFor={`${id}-${i}`}>
              {criterion}
              <select
                id={`${id}-${i}`}
                className={styles.input}
                value={scores[i] ?? ''}
                aria-label={intl.formatMessage(
                  { id: 'judging.score.criterion', defaultMessage: '{criterion} score for {team} ({min, number} to {max, number})' },
                  { criterion, team: teamName, min: 1, max: 5 },
                )}
                onChange={(e) => setScores((prev) => prev.map((s, j) => (j === i ? (e.target.value ? Number(e.target.value) : null) : s)))}
              >
                <option value="">—</option>
                {SCORES.map((n) => (
                  <option key={n} value={n}>
                    {intl.formatNumber(n)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          <FormattedMessage id="judging.score.comment" defaultMessage="Comment (optional)" />
          <textarea
            id={`${id}-comment`}
            className={styles.input}
            rows={2}
            maxLength={MAX_SCORE_COMMENT_LENGTH}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </label>
        <div className={styles.row}>
          <Button type="submit" size="sm" disabled={saving}>
            {saved ? (
              <FormattedMessage id="judging.score.saveRevision" defaultMessage="Save revision" />
            ) : (
              <FormattedMessage id="judging.score.save" defaultMessage="Save score" />
            )}
          </Button>
          {message && (
            <span role="status" className={styles.muted}>
              {message}
            </span>
          )}
        </div>
      </fieldset>
    </form>
  );
}
