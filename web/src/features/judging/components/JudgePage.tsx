import { useId, useState, type FormEvent } from 'react';
import { MAX_SCORE_COMMENT_LENGTH } from '@fit/events/judging/validation';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useJudge } from '../hooks/useJudge.ts';
import * as styles from './Judging.css.ts';

const SCORES = [1, 2, 3, 4, 5];

/** /judge: a judge scores their teams on each jury category's rubric, and sees "N of M scored". */
export function JudgePage() {
  const { loading, error, view, score } = useJudge();
  if (loading && !view) return <Spinner label="Loading your judging page…" />;
  if (!view) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Judging</h1>
        <p role="alert">{error ?? 'Open the secret link your instructor sent you.'}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Judging: {view.cohortName}</h1>
      <p className={styles.muted}>Signed in as judge {view.name}.</p>
      <p className={styles.status} role="status" aria-live="polite">
        {view.scored} of {view.total} scored. Judging is {view.open ? 'open: you can score and revise.' : 'closed: scores can no longer change.'}
      </p>
      {view.teams.length === 0 && <p className={styles.muted}>No teams are assigned to you yet.</p>}
      {view.categories.length === 0 && <p className={styles.muted}>No category is decided by a jury yet.</p>}
      {view.teams.map((team) => (
        <Card key={team.id} title={team.name} subtitle={team.websiteUrl ? undefined : 'No website submitted yet'}>
          {team.websiteUrl && (
            <p>
              <a href={team.websiteUrl} target="_blank" rel="noopener noreferrer">
                Visit {team.name}
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
  const [scores, setScores] = useState<(number | null)[]>(saved?.scores ?? category.criteria.map(() => null));
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = scores.every((s) => s !== null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return setMessage('Give a score from 1 to 5 on every criterion.');
    setSaving(true);
    const refused = await onSave(scores as number[], comment);
    setSaving(false);
    setMessage(refused ?? 'Saved.');
  };
  return (
    <form onSubmit={submit} aria-label={`${category.name} scores for ${teamName}`}>
      <fieldset className={styles.fieldset} disabled={!open}>
        <legend className={styles.legend}>
          {category.name}
          {saved ? ` — scored (revision ${saved.revision})` : ' — not scored yet'}
        </legend>
        <div className={styles.row}>
          {category.criteria.map((criterion, i) => (
            <label key={criterion} className={styles.label} htmlFor={`${id}-${i}`}>
              {criterion}
              <select
                id={`${id}-${i}`}
                className={styles.input}
                value={scores[i] ?? ''}
                aria-label={`${criterion} score for ${teamName} (1 to 5)`}
                onChange={(e) => setScores((prev) => prev.map((s, j) => (j === i ? (e.target.value ? Number(e.target.value) : null) : s)))}
              >
                <option value="">—</option>
                {SCORES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          Comment (optional)
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
            {saved ? 'Save revision' : 'Save score'}
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
