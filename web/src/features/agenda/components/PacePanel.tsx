import { useEffect, useId, useState } from 'react';
import { isBehind } from '@fit/events/agenda/clock';
import { MAX_PHASE } from '@fit/events/shared/constants';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { useAgenda, useAgendaClock, type AgendaData } from '../hooks/useAgenda.ts';
import { useAgendaControls } from '../hooks/useAgendaControls.ts';
import { Countdown, phaseName } from './Countdown.tsx';
import { clockTime } from './TeamPace.tsx';
import { contentPage } from '../../../styles/layout.css.ts';
import * as styles from './PacePanel.css.ts';

const PHASE_OPTIONS = Array.from({ length: MAX_PHASE }, (_, i) => i + 1);
const DEFAULT_MINUTES = 15;
type PlanRow = { phase: number; minutes: number };
const planOf = (agenda: AgendaData | null): PlanRow[] =>
  agenda && agenda.items.length > 0
    ? agenda.items.map((i) => ({ phase: i.phase, minutes: Math.round(i.plannedMs / 60_000) }))
    : PHASE_OPTIONS.map((phase) => ({ phase, minutes: DEFAULT_MINUTES }));

type PaceTeam = { id: string; name: string; currentPhase: number; cohortTag?: string | null; submittedWebsiteUrl?: string | null };

/**
 * The instructor's "Pace the room" panel (docs/PRODUCT.md#pace-the-room): one cohort at a time.
 * The page gives it the dashboard's own cohorts and teams (kept live there), so who is behind
 * follows every team's progress without a query of its own.
 */
export function PacePanel({ cohorts, teams }: { cohorts: readonly { tag: string; name: string }[]; teams: readonly PaceTeam[] }) {
  const [tag, setTag] = useState<string | null>(null);
  const chosen = tag ?? cohorts[0]?.tag ?? null;
  const selectId = useId();
  return (
    <div className={contentPage}>
      <section className={styles.root} aria-labelledby={`${selectId}-title`}>
        <h2 id={`${selectId}-title`} className={styles.title}>
          Pace the room
        </h2>
        {cohorts.length === 0 ? (
          <p className={styles.muted}>Create a cohort to plan its agenda.</p>
        ) : (
          <div className={styles.row}>
            <label htmlFor={selectId}>Cohort</label>
            <select id={selectId} className={styles.input} value={chosen ?? ''} onChange={(e) => setTag(e.target.value)}>
              {cohorts.map((c) => (
                <option key={c.tag} value={c.tag}>
                  {c.name} ({c.tag})
                </option>
              ))}
            </select>
          </div>
        )}
        {chosen && <CohortPace key={chosen} tag={chosen} teams={teams.filter((t) => t.cohortTag === chosen)} />}
      </section>
    </div>
  );
}

function CohortPace({ tag, teams }: { tag: string; teams: PaceTeam[] }) {
  const { agenda, offsetMs } = useAgenda(tag);
  const { clock } = useAgendaClock(agenda, offsetMs);
  const c = useAgendaControls(tag);
  const [keepEnd, setKeepEnd] = useState(false);
  const live = agenda?.status === 'running' || agenda?.status === 'paused';
  const behind = teams.filter((t) => isBehind(t, clock?.phase ?? null));
  const id = useId();

  return (
    <>
      <div className={styles.section} aria-label="Agenda clock" role="group">
        <Countdown clock={clock} />
        {agenda && (
          <p className={styles.muted}>
            {agenda.status === 'none' && 'No agenda planned yet.'}
            {agenda.status === 'planned' && `Planned: ${agenda.items.length} items. Start it when the room is ready.`}
            {live && `Item ${agenda.index + 1} of ${agenda.items.length}.`}
            {agenda.status === 'finished' && 'The agenda is finished.'}
          </p>
        )}
        {clock?.plannedEndAt != null && (
          <dl className={styles.ends}>
            <dt>Planned end</dt>
            <dd data-testid="planned-end">{clockTime(new Date(clock.plannedEndAt).toISOString())}</dd>
            <dt>Expected end</dt>
            <dd data-testid="expected-end">{clock.expectedEndAt !== null ? clockTime(new Date(clock.expectedEndAt).toISOString()) : '—'}</dd>
          </dl>
        )}
        <div className={styles.row}>
          {(agenda?.status === 'planned' || agenda?.status === 'finished') && (
            <Button onClick={() => void c.start()} disabled={c.busy}>
              Start agenda
            </Button>
          )}
          {agenda?.status === 'running' && (
            <Button variant="secondary" onClick={() => void c.pause()} disabled={c.busy}>
              Pause
            </Button>
          )}
          {agenda?.status === 'paused' && (
            <Button onClick={() => void c.resume()} disabled={c.busy}>
              Resume
            </Button>
          )}
          {live && (
            <>
              <Button variant="secondary" onClick={() => void c.extend(1, keepEnd)} disabled={c.busy}>
                +1 minute
              </Button>
              <Button variant="secondary" onClick={() => void c.extend(5, keepEnd)} disabled={c.busy}>
                +5 minutes
              </Button>
              <Button variant="secondary" onClick={() => void c.skip()} disabled={c.busy}>
                {agenda!.index + 1 >= agenda!.items.length ? 'Finish agenda' : 'Skip to next item'}
              </Button>
              <label className={styles.row}>
                <input type="checkbox" checked={keepEnd} onChange={(e) => setKeepEnd(e.target.checked)} />
                Keep the planned end (shorten the later items)
              </label>
            </>
          )}
          {(live || agenda?.status === 'finished') && (
            <Button variant="ghost" onClick={() => void c.reset()} disabled={c.busy}>
              Reset to plan
            </Button>
          )}
        </div>
        {clock?.phase != null && (
          <div aria-live="polite">
            {behind.length === 0 ? (
              <p className={styles.muted}>Every team is at {phaseName(clock.phase)} or further.</p>
            ) : (
              <>
                <p className={styles.behind}>
                  {behind.length} {behind.length === 1 ? 'team is' : 'teams are'} behind the agenda
                </p>
                <ul className={styles.list} aria-label="Teams behind the agenda">
                  {behind.map((t) => (
                    <li key={t.id}>
                      {t.name}: phase {t.currentPhase}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>

      {/* Once loaded, and again after each saved plan (so the rows show what is stored). */}
      {agenda && !live && (
        <PlanEditor key={`${agenda.status}:${agenda.items.map((i) => `${i.phase}/${i.plannedMs}`).join(',')}`} agenda={agenda} busy={c.busy} onSave={c.plan} id={id} />
      )}
      <BringForm agenda={agenda} busy={c.busy} onBring={c.bring} onRelease={c.release} id={id} />
      <AnnouncementsForm agenda={agenda} busy={c.busy} onPost={c.post} onWithdraw={c.withdraw} id={id} />
    </>
  );
}

function PlanEditor({ agenda, busy, onSave, id }: { agenda: AgendaData | null; busy: boolean; onSave: (items: PlanRow[]) => Promise<boolean>; id: string }) {
  const [rows, setRows] = useState<PlanRow[]>(() => planOf(agenda));
  const set = (i: number, patch: Partial<PlanRow>) => setRows((r) => r.map((row, n) => (n === i ? { ...row, ...patch } : row)));
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-plan`}>
      <h3 id={`${id}-plan`} className={styles.subtitle}>
        Plan
      </h3>
      <ol className={styles.list}>
        {rows.map((row, i) => (
          <li key={i} className={styles.row}>
            <label className={styles.row}>
              Item {i + 1} phase
              <select className={styles.input} value={row.phase} onChange={(e) => set(i, { phase: Number(e.target.value) })}>
                {PHASE_OPTIONS.map((p) => (
                  <option key={p} value={p}>
                    {phaseName(p)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              minutes
              <input className={styles.minutes} type="number" min={1} max={240} value={row.minutes} onChange={(e) => set(i, { minutes: Number(e.target.value) })} />
            </label>
            <Button size="sm" variant="ghost" onClick={() => setRows((r) => r.filter((_, n) => n !== i))} disabled={rows.length <= 1} aria-label={`Remove item ${i + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={() => setRows((r) => [...r, { phase: r.at(-1)?.phase ?? 1, minutes: DEFAULT_MINUTES }])}>
          Add item
        </Button>
        <Button size="sm" onClick={() => void onSave(rows)} disabled={busy}>
          Save plan
        </Button>
      </div>
    </div>
  );
}

function BringForm(props: {
  agenda: AgendaData | null;
  busy: boolean;
  onBring: (phase: number, notice: number, hold: boolean) => Promise<boolean>;
  onRelease: () => Promise<boolean>;
  id: string;
}) {
  const { agenda, busy, onBring, onRelease, id } = props;
  const [phase, setPhase] = useState(1);
  const [notice, setNotice] = useState(10);
  const [hold, setHold] = useState(false);
  // Offer the current item's phase first.
  const current = agenda?.status === 'running' || agenda?.status === 'paused' ? (agenda.items[agenda.index]?.phase ?? null) : null;
  useEffect(() => {
    if (current !== null) setPhase(current);
  }, [current]);
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-bring`}>
      <h3 id={`${id}-bring`} className={styles.subtitle}>
        Bring everyone to a phase
      </h3>
      <div className={styles.row}>
        <label className={styles.row}>
          Phase
          <select className={styles.input} value={phase} onChange={(e) => setPhase(Number(e.target.value))}>
            {PHASE_OPTIONS.map((p) => (
              <option key={p} value={p}>
                {phaseName(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.row}>
          Notice (seconds)
          <input className={styles.minutes} type="number" min={0} max={120} value={notice} onChange={(e) => setNotice(Number(e.target.value))} />
        </label>
        <label className={styles.row}>
          <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} />
          Hold them there
        </label>
        <Button onClick={() => void onBring(phase, notice, hold)} disabled={busy}>
          Bring everyone
        </Button>
      </div>
      {agenda?.hold != null && (
        <div className={styles.row}>
          <p className={styles.muted}>Holding the room at phase {agenda.hold}: teams cannot continue past it.</p>
          <Button size="sm" variant="secondary" onClick={() => void onRelease()} disabled={busy}>
            Release hold
          </Button>
        </div>
      )}
    </div>
  );
}

function AnnouncementsForm(props: {
  agenda: AgendaData | null;
  busy: boolean;
  onPost: (text: string) => Promise<boolean>;
  onWithdraw: (id: string) => Promise<boolean>;
  id: string;
}) {
  const { agenda, busy, onPost, onWithdraw, id } = props;
  const [text, setText] = useState('');
  const announcements = agenda?.announcements ?? [];
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-ann`}>
      <h3 id={`${id}-ann`} className={styles.subtitle}>
        Announcements
      </h3>
      <label htmlFor={`${id}-ann-text`}>Message to every team (up to 280 characters)</label>
      <textarea id={`${id}-ann-text`} className={styles.textarea} maxLength={280} value={text} onChange={(e) => setText(e.target.value)} />
      <div className={styles.row}>
        <Button
          size="sm"
          onClick={async () => {
            if (await onPost(text)) setText('');
          }}
          disabled={busy || text.trim() === ''}
        >
          Post announcement
        </Button>
      </div>
      {announcements.length > 0 && (
        <ul className={styles.list} aria-label="Posted announcements">
          {[...announcements].reverse().map((a) => (
            <li key={a.id} className={styles.row}>
              <span>
                {clockTime(a.at)} — {a.text}
              </span>
              <Button size="sm" variant="ghost" onClick={() => void onWithdraw(a.id)} disabled={busy} aria-label={`Withdraw announcement: ${a.text}`}>
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
