import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useJudgingAdmin } from '../hooks/useJudgingAdmin.ts';
import * as styles from './Judging.css.ts';

const METHOD_LABEL: Record<string, string> = { peer: 'Peer vote', jury: 'Jury', blend: 'Blend' };

/** /admin/cohorts/:tag/judging: prize categories, judges, assignment and live progress (docs/PRODUCT.md#prize-categories-and-the-jury). */
export function JudgingAdmin({ tag }: { tag: string }) {
  const j = useJudgingAdmin(tag);
  if (j.loading && !j.judging) return <Spinner label="Loading judging…" />;
  if (!j.judging || !j.cohort) return <p className={styles.muted}>Cohort not found.</p>;
  const { judging, cohort } = j;
  const teamName = new Map(cohort.teams.map((t) => [t.id, t.name]));
  const move = (i: number, by: number) => {
    const ids = judging.categories.map((c) => c.categoryId);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    void j.reorder(ids);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Judging: {cohort.name}</h1>
      <p className={styles.muted}>
        <Link to="/admin">Back to the dashboard</Link>
      </p>

      <Card title="Prize categories" subtitle="Each category is decided by the peer vote, a jury rubric, or a blend of both.">
        {judging.categories.length === 0 ? (
          <p className={styles.muted}>No categories yet: the results show the overall peer vote only.</p>
        ) : (
          <ol className={styles.list} aria-label="Prize categories">
            {judging.categories.map((c, i) => (
              <CategoryItem
                key={c.categoryId}
                category={c}
                first={i === 0}
                last={i === judging.categories.length - 1}
                busy={j.busy}
                onUp={() => move(i, -1)}
                onDown={() => move(i, 1)}
                onRename={(name) => j.updateCategory(c.categoryId, { name })}
                onRemove={() => j.removeCategory(c.categoryId)}
              />
            ))}
          </ol>
        )}
        <AddCategoryForm busy={j.busy} onAdd={j.addCategory} />
      </Card>

      <Card title="Judges" subtitle="Each judge gets a secret link: whoever opens it may score that judge's teams, and nothing else.">
        <p className={styles.status} role="status">
          Judging is {judging.open ? 'open' : 'closed'}.{' '}
          <Button size="sm" variant={judging.open ? 'secondary' : 'primary'} disabled={j.busy} onClick={() => void j.setOpen(!judging.open)}>
            {judging.open ? 'Close judging' : 'Open judging'}
          </Button>
        </p>
        <InviteJudgeForm busy={j.busy} onInvite={j.inviteJudge} />
        <AssignForm busy={j.busy} current={judging.judgesPerTeam} onAssign={j.assign} />
        {judging.judges.length === 0 ? (
          <p className={styles.muted}>No judges yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Judges" aria-live="polite">
            {judging.judges.map((judge) => (
              <li key={judge.judgeId} className={styles.item}>
                <div className={styles.grow}>
                  <strong>{judge.name}</strong>
                  <p className={styles.progress} data-testid="judge-progress">
                    {judge.name}: {judge.scored} of {judge.total} scored
                  </p>
                  <p className={styles.muted}>Teams: {judge.teamIds.map((id) => teamName.get(id) ?? 'Unknown Team').join(', ') || 'none yet'}</p>
                  <JudgeTeamsEditor judge={judge} teams={cohort.teams} busy={j.busy} onSave={(ids) => j.setTeams(judge.judgeId, ids)} />
                  <p className={styles.link}>
                    Secret link: <span aria-label={`Secret link for ${judge.name}`}>{`${window.location.origin}${judge.link}`}</span>
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${judge.link}`)}
                  aria-label={`Copy link for ${judge.name}`}
                >
                  Copy link
                </Button>
                <Button size="sm" variant="ghost" disabled={j.busy} onClick={() => void j.removeJudge(judge.judgeId)} aria-label={`Remove ${judge.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

interface CategoryItemProps {
  category: { categoryId: string; name: string; method: string; weight?: number | null; criteria: string[]; formula: string };
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

function CategoryItem({ category: c, first, last, busy, onUp, onDown, onRename, onRemove }: CategoryItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(c.name);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onRename(name)) setEditing(false);
  };
  return (
    <li className={styles.item}>
      <div className={styles.grow}>
        {editing ? (
          <form onSubmit={submit} className={styles.row}>
            <label className={styles.label} htmlFor={id}>
              New name
              <input id={id} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
            </label>
            <Button size="sm" type="submit" disabled={busy}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <strong>{c.name}</strong>
        )}
        <p className={styles.muted}>
          {METHOD_LABEL[c.method] ?? c.method}
          {c.criteria.length > 0 && ` — criteria: ${c.criteria.join(', ')}`}. {c.formula}
        </p>
      </div>
      <Button size="sm" variant="ghost" disabled={busy || first} onClick={onUp} aria-label={`Move ${c.name} up`}>
        Up
      </Button>
      <Button size="sm" variant="ghost" disabled={busy || last} onClick={onDown} aria-label={`Move ${c.name} down`}>
        Down
      </Button>
      {!editing && (
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Rename ${c.name}`}>
          Rename
        </Button>
      )}
      <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${c.name}`}>
        Remove
      </Button>
    </li>
  );
}

function AddCategoryForm({ busy, onAdd }: { busy: boolean; onAdd: (input: { name: string; method: string; weight?: number; criteria?: string[] }) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [method, setMethod] = useState('peer');
  const [weight, setWeight] = useState('50');
  const [criteria, setCriteria] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = criteria
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    const ok = await onAdd({
      name,
      method,
      ...(method === 'blend' ? { weight: Number(weight) / 100 } : {}),
      ...(method !== 'peer' ? { criteria: list } : {}),
    });
    if (ok) {
      setName('');
      setCriteria('');
    }
  };
  return (
    <form onSubmit={submit} className={styles.form} aria-label="Add a category">
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          Category name
          <input id={`${id}-name`} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className={styles.label} htmlFor={`${id}-method`}>
          Decided by
          <select id={`${id}-method`} className={styles.input} value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="peer">Peer vote</option>
            <option value="jury">Jury</option>
            <option value="blend">Blend of both</option>
          </select>
        </label>
        {method === 'blend' && (
          <label className={styles.label} htmlFor={`${id}-weight`}>
            Peer vote share (%)
            <input id={`${id}-weight`} className={styles.input} type="number" min={0} max={100} step={5} value={weight} onChange={(e) => setWeight(e.target.value)} />
          </label>
        )}
      </div>
      {method !== 'peer' && (
        <label className={styles.label} htmlFor={`${id}-criteria`}>
          Criteria (one per line, each scored 1–5)
          <textarea id={`${id}-criteria`} className={styles.input} rows={3} value={criteria} onChange={(e) => setCriteria(e.target.value)} />
        </label>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          Add category
        </Button>
      </div>
    </form>
  );
}

function InviteJudgeForm({ busy, onInvite }: { busy: boolean; onInvite: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const id = useId();
  return (
    <form
      className={styles.row}
      aria-label="Invite a judge"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onInvite(name)) setName('');
      }}
    >
      <label className={styles.label} htmlFor={id}>
        Judge name
        <input id={id} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
      </label>
      <Button type="submit" disabled={busy}>
        Invite judge
      </Button>
    </form>
  );
}

function AssignForm({ busy, current, onAssign }: { busy: boolean; current: number | null | undefined; onAssign: (k: number) => Promise<boolean> }) {
  const [k, setK] = useState(String(current ?? 2));
  const id = useId();
  return (
    <form
      className={styles.row}
      aria-label="Assign teams to judges"
      onSubmit={(e) => {
        e.preventDefault();
        void onAssign(Number(k));
      }}
    >
      <label className={styles.label} htmlFor={id}>
        Judges per team
        <input id={id} className={styles.input} type="number" min={1} max={10} value={k} onChange={(e) => setK(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        Assign teams
      </Button>
    </form>
  );
}

/** Adjusting one judge's teams by hand after the automatic assignment. */
function JudgeTeamsEditor({
  judge,
  teams,
  busy,
  onSave,
}: {
  judge: { name: string; teamIds: string[] };
  teams: { id: string; name: string }[];
  busy: boolean;
  onSave: (teamIds: string[]) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(judge.teamIds);
  if (!open) {
    return (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setChosen(judge.teamIds);
          setOpen(true);
        }}
      >
        Change teams of {judge.name}
      </Button>
    );
  }
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onSave(chosen)) setOpen(false);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Teams {judge.name} scores</legend>
        {teams.map((t) => (
          <label key={t.id} className={styles.row}>
            <input
              type="checkbox"
              checked={chosen.includes(t.id)}
              onChange={(e) => setChosen((prev) => (e.target.checked ? [...prev, t.id] : prev.filter((id) => id !== t.id)))}
            />
            {t.name}
          </label>
        ))}
        <div className={styles.row}>
          <Button size="sm" type="submit" disabled={busy}>
            Save teams
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
