import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import { useJudgingAdmin } from '../hooks/useJudgingAdmin.ts';
import * as styles from './Judging.css.ts';
import { teamNameIn } from '../../../lib/teamName.ts';

const METHOD_LABEL = defineMessages({
  peer: { id: 'judging.method.peer', defaultMessage: 'Peer vote' },
  jury: { id: 'judging.method.jury', defaultMessage: 'Jury' },
  blend: { id: 'judging.method.blend', defaultMessage: 'Blend' },
});
const isMethod = (method: string): method is keyof typeof METHOD_LABEL => Object.hasOwn(METHOD_LABEL, method);

/** /admin/cohorts/:tag/judging: prize categories, judges, assignment and live progress (docs/PRODUCT.md#prize-categories-and-the-jury). */
export function JudgingAdmin({ tag }: { tag: string }) {
  const j = useJudgingAdmin(tag);
  const intl = useIntl();
  if (j.loading && !j.judging) return <Spinner label={intl.formatMessage({ id: 'judging.admin.loading', defaultMessage: 'Loading judging…' })} />;
  if (!j.judging || !j.cohort)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="judging.admin.notFound" defaultMessage="Cohort not found." />
      </p>
    );
  const { judging, cohort } = j;
  const teamName = new Map(cohort.teams.map((t) => [t.id, teamNameIn(intl, t)]));
  const move = (i: number, by: number) => {
    const ids = judging.categories.map((c) => c.categoryId);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    void j.reorder(ids);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="judging.admin.title" defaultMessage="Judging: {cohort}" values={{ cohort: cohort.name }} />
      </h1>
      <p className={styles.muted}>
        <Link to="/admin">
          <FormattedMessage id="judging.admin.back" defaultMessage="Back to the dashboard" />
        </Link>
      </p>

      <Card
        title={intl.formatMessage({ id: 'judging.categories.title', defaultMessage: 'Prize categories' })}
        subtitle={intl.formatMessage({
          id: 'judging.categories.subtitle',
          defaultMessage: 'Each category is decided by the peer vote, a jury rubric, or a blend of both.',
        })}
      >
        {judging.categories.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="judging.categories.none" defaultMessage="No categories yet: the results show the overall peer vote only." />
          </p>
        ) : (
          <ol className={styles.list} aria-label={intl.formatMessage({ id: 'judging.categories.title', defaultMessage: 'Prize categories' })}>
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

      <Card
        title={intl.formatMessage({ id: 'judging.judges.title', defaultMessage: 'Judges' })}
        subtitle={intl.formatMessage({
          id: 'judging.judges.subtitle',
          defaultMessage: "Each judge gets a secret link: whoever opens it may score that judge's teams, and nothing else.",
        })}
      >
        <p className={styles.status} role="status">
          {judging.open ? (
            <FormattedMessage id="judging.admin.isOpen" defaultMessage="Judging is open." />
          ) : (
            <FormattedMessage id="judging.admin.isClosed" defaultMessage="Judging is closed." />
          )}{' '}
          <Button size="sm" variant={judging.open ? 'secondary' : 'primary'} disabled={j.busy} onClick={() => void j.setOpen(!judging.open)}>
            {judging.open ? (
              <FormattedMessage id="judging.admin.close" defaultMessage="Close judging" />
            ) : (
              <FormattedMessage id="judging.admin.open" defaultMessage="Open judging" />
            )}
          </Button>
        </p>
        <InviteJudgeForm busy={j.busy} onInvite={j.inviteJudge} />
        <AssignForm busy={j.busy} current={judging.judgesPerTeam} onAssign={j.assign} />
        {judging.judges.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="judging.judges.none" defaultMessage="No judges yet." />
          </p>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'judging.judges.title', defaultMessage: 'Judges' })} aria-live="polite">
            {judging.judges.map((judge) => (
              <li key={judge.judgeId} className={styles.item}>
                <div className={styles.grow}>
                  <strong>{judge.name}</strong>
                  <p className={styles.progress} data-testid="judge-progress">
                    <FormattedMessage
                      id="judging.judges.progress"
                      defaultMessage="{name}: {scored, number} of {total, number} scored"
                      values={{ name: judge.name, scored: judge.scored, total: judge.total }}
                    />
                  </p>
                  <p className={styles.muted}>
                    {judge.teamIds.length > 0 ? (
                      <FormattedMessage
                        id="judging.judges.teams"
                        defaultMessage="Teams: {teams}"
                        values={{
                          teams: intl.formatList(
                            judge.teamIds.map((id) => teamName.get(id) ?? intl.formatMessage({ id: 'judging.judges.unknownTeam', defaultMessage: 'Unknown Team' })),
                            { type: 'unit', style: 'short' },
                          ),
                        }}
                      />
                    ) : (
                      <FormattedMessage id="judging.judges.noTeams" defaultMessage="Teams: none yet" />
                    )}
                  </p>
                  <JudgeTeamsEditor
                    judge={judge}
                    teams={cohort.teams.map((t) => ({ id: t.id, name: teamNameIn(intl, t) }))}
                    busy={j.busy}
                    onSave={(ids) => j.setTeams(judge.judgeId, ids)}
                  />
                  <p className={styles.link}>
                    <FormattedMessage
                      id="judging.judges.secretLink"
                      defaultMessage="Secret link: <link>{url}</link>"
                      values={{
                        url: `${window.location.origin}${judge.link}`,
                        link: (chunks) => (
                          <span aria-label={intl.formatMessage({ id: 'judging.judges.secretLinkLabel', defaultMessage: 'Secret link for {name}' }, { name: judge.name })}>
                            {chunks}
                          </span>
                        ),
                      }}
                    />
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${judge.link}`)}
                  aria-label={intl.formatMessage({ id: 'judging.judges.copyLabel', defaultMessage: 'Copy link for {name}' }, { name: judge.name })}
                >
                  <FormattedMessage id="judging.judges.copy" defaultMessage="Copy link" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={j.busy}
                  onClick={() => void j.removeJudge(judge.judgeId)}
                  aria-label={intl.formatMessage({ id: 'judging.removeLabel', defaultMessage: 'Remove {name}' }, { name: judge.name })}
                >
                  <FormattedMessage id="judging.remove" defaultMessage="Remove" />
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
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(c.name);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onRename(name)) setEditing(false);
  };
  const methodLabel = isMethod(c.method) ? intl.formatMessage(METHOD_LABEL[c.method]) : c.method;
  return (
    <li className={styles.item}>
      <div className={styles.grow}>
        {editing ? (
          <form onSubmit={submit} className={styles.row}>
            <label className={styles.label} htmlFor={id}>
              <FormattedMessage id="judging.category.newName" defaultMessage="New name" />
              <input id={id} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
            </label>
            <Button size="sm" type="submit" disabled={busy}>
              <FormattedMessage id="judging.save" defaultMessage="Save" />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              <FormattedMessage id="judging.cancel" defaultMessage="Cancel" />
            </Button>
          </form>
        ) : (
          <strong>{c.name}</strong>
        )}
        <p className={styles.muted}>
          {c.criteria.length > 0 ? (
            <FormattedMessage
              id="judging.category.methodWithCriteria"
              defaultMessage="{method} — criteria: {criteria}."
              values={{ method: methodLabel, criteria: intl.formatList(c.criteria, { type: 'unit', style: 'short' }) }}
            />
          ) : (
            <FormattedMessage id="judging.category.method" defaultMessage="{method}." values={{ method: methodLabel }} />
          )}{' '}
          {c.formula}
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy || first}
        onClick={onUp}
        aria-label={intl.formatMessage({ id: 'judging.category.upLabel', defaultMessage: 'Move {name} up' }, { name: c.name })}
      >
        <FormattedMessage id="judging.category.up" defaultMessage="Up" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy || last}
        onClick={onDown}
        aria-label={intl.formatMessage({ id: 'judging.category.downLabel', defaultMessage: 'Move {name} down' }, { name: c.name })}
      >
        <FormattedMessage id="judging.category.down" defaultMessage="Down" />
      </Button>
      {!editing && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={intl.formatMessage({ id: 'judging.category.renameLabel', defaultMessage: 'Rename {name}' }, { name: c.name })}
        >
          <FormattedMessage id="judging.category.rename" defaultMessage="Rename" />
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={onRemove}
        aria-label={intl.formatMessage({ id: 'judging.removeLabel', defaultMessage: 'Remove {name}' }, { name: c.name })}
      >
        <FormattedMessage id="judging.remove" defaultMessage="Remove" />
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
  const intl = useIntl();
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
    <form onSubmit={submit} className={styles.form} aria-label={intl.formatMessage({ id: 'judging.add.form', defaultMessage: 'Add a category' })}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          <FormattedMessage id="judging.add.name" defaultMessage="Category name" />
          <input id={`${id}-name`} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className={styles.label} htmlFor={`${id}-method`}>
          <FormattedMessage id="judging.add.method" defaultMessage="Decided by" />
          <select id={`${id}-method`} className={styles.input} value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="peer">{intl.formatMessage(METHOD_LABEL.peer)}</option>
            <option value="jury">{intl.formatMessage(METHOD_LABEL.jury)}</option>
            <option value="blend">{intl.formatMessage({ id: 'judging.add.blend', defaultMessage: 'Blend of both' })}</option>
          </select>
        </label>
        {method === 'blend' && (
          <label className={styles.label} htmlFor={`${id}-weight`}>
            <FormattedMessage id="judging.add.weight" defaultMessage="Peer vote share (%)" />
            <input id={`${id}-weight`} className={styles.input} type="number" min={0} max={100} step={5} value={weight} onChange={(e) => setWeight(e.target.value)} />
          </label>
        )}
      </div>
      {method !== 'peer' && (
        <label className={styles.label} htmlFor={`${id}-criteria`}>
          <FormattedMessage id="judging.add.criteria" defaultMessage="Criteria (one per line, each scored {min, number}–{max, number})" values={{ min: 1, max: 5 }} />
          <textarea id={`${id}-criteria`} className={styles.input} rows={3} value={criteria} onChange={(e) => setCriteria(e.target.value)} />
        </label>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="judging.add.submit" defaultMessage="Add category" />
        </Button>
      </div>
    </form>
  );
}

function InviteJudgeForm({ busy, onInvite }: { busy: boolean; onInvite: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const id = useId();
  const intl = useIntl();
  return (
    <form
      className={styles.row}
      aria-label={intl.formatMessage({ id: 'judging.invite.form', defaultMessage: 'Invite a judge' })}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onInvite(name)) setName('');
      }}
    >
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id="judging.invite.name" defaultMessage="Judge name" />
        <input id={id} className={styles.input} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} required />
      </label>
      <Button type="submit" disabled={busy}>
        <FormattedMessage id="judging.invite.submit" defaultMessage="Invite judge" />
      </Button>
    </form>
  );
}

function AssignForm({ busy, current, onAssign }: { busy: boolean; current: number | null | undefined; onAssign: (k: number) => Promise<boolean> }) {
  const [k, setK] = useState(String(current ?? 2));
  const id = useId();
  const intl = useIntl();
  return (
    <form
      className={styles.row}
      aria-label={intl.formatMessage({ id: 'judging.assign.form', defaultMessage: 'Assign teams to judges' })}
      onSubmit={(e) => {
        e.preventDefault();
        void onAssign(Number(k));
      }}
    >
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id="judging.assign.perTeam" defaultMessage="Judges per team" />
        <input id={id} className={styles.input} type="number" min={1} max={10} value={k} onChange={(e) => setK(e.target.value)} />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        <FormattedMessage id="judging.assign.submit" defaultMessage="Assign teams" />
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
        <FormattedMessage id="judging.teams.change" defaultMessage="Change teams of {name}" values={{ name: judge.name }} />
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
        <legend className={styles.legend}>
          <FormattedMessage id="judging.teams.legend" defaultMessage="Teams {name} scores" values={{ name: judge.name }} />
        </legend>
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
            <FormattedMessage id="judging.teams.save" defaultMessage="Save teams" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            <FormattedMessage id="judging.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
