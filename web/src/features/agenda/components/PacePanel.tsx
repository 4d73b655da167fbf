import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isBehind } from '@fit/events/agenda/clock';
import { MAX_PHASE } from '@fit/events/shared/constants';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { useAgenda, useAgendaClock, type AgendaData } from '../hooks/useAgenda.ts';
import { useAgendaControls } from '../hooks/useAgendaControls.ts';
import { Countdown, usePhaseName } from './Countdown.tsx';
import { clockTime } from './TeamPace.tsx';
import { contentPage } from '../../../styles/layout.css.ts';
import { teamNameIn } from '../../../lib/teamName.ts';
import * as styles from './PacePanel.css.ts';

const PHASE_OPTIONS = Array.from({ length: MAX_PHASE }, (_, i) => i + 1);
const DEFAULT_MINUTES = 15;
type PlanRow = { phase: number; minutes: number };
const planOf = (agenda: AgendaData | null): PlanRow[] =>
  agenda && agenda.items.length > 0
    ? agenda.items.map((i) => ({ phase: i.phase, minutes: Math.round(i.plannedMs / 60_000) }))
    : PHASE_OPTIONS.map((phase) => ({ phase, minutes: DEFAULT_MINUTES }));

type PaceTeam = { id: string; name: string; erased?: boolean | null; currentPhase: number; cohortTag?: string | null; submittedWebsiteUrl?: string | null };

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
          <FormattedMessage id="agenda.panel.title" defaultMessage="Pace the room" />
        </h2>
        {cohorts.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="agenda.panel.noCohort" defaultMessage="Create a cohort to plan its agenda." />
          </p>
        ) : (
          <div className={styles.row}>
            <label htmlFor={selectId}>
              <FormattedMessage id="agenda.panel.cohort" defaultMessage="Cohort" />
            </label>
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
  const intl = useIntl();
  const phaseName = usePhaseName();
  const time = (at: number) => clockTime(intl, new Date(at).toISOString());

  return (
    <>
      <div className={styles.section} aria-label={intl.formatMessage({ id: 'agenda.panel.clock', defaultMessage: 'Agenda clock' })} role="group">
        <Countdown clock={clock} />
        {agenda && (
          <p className={styles.muted}>
            {agenda.status === 'none' && <FormattedMessage id="agenda.panel.none" defaultMessage="No agenda planned yet." />}
            {agenda.status === 'planned' && (
              <FormattedMessage
                id="agenda.panel.planned"
                defaultMessage="{count, plural, one {Planned: # item. Start it when the room is ready.} other {Planned: # items. Start it when the room is ready.}}"
                values={{ count: agenda.items.length }}
              />
            )}
            {live && (
              <FormattedMessage
                id="agenda.panel.itemOf"
                defaultMessage="Item {number, number} of {count, number}."
                values={{ number: agenda.index + 1, count: agenda.items.length }}
              />
            )}
            {agenda.status === 'finished' && <FormattedMessage id="agenda.panel.finished" defaultMessage="The agenda is finished." />}
          </p>
        )}
        {clock?.plannedEndAt != null && (
          <dl className={styles.ends}>
            <dt>
              <FormattedMessage id="agenda.panel.plannedEnd" defaultMessage="Planned end" />
            </dt>
            <dd data-testid="planned-end">{time(clock.plannedEndAt)}</dd>
            <dt>
              <FormattedMessage id="agenda.panel.expectedEnd" defaultMessage="Expected end" />
            </dt>
            <dd data-testid="expected-end">{clock.expectedEndAt !== null ? time(clock.expectedEndAt) : '—'}</dd>
          </dl>
        )}
        <div className={styles.row}>
          {(agenda?.status === 'planned' || agenda?.status === 'finished') && (
            <Button onClick={() => void c.start()} disabled={c.busy}>
              <FormattedMessage id="agenda.panel.start" defaultMessage="Start agenda" />
            </Button>
          )}
          {agenda?.status === 'running' && (
            <Button variant="secondary" onClick={() => void c.pause()} disabled={c.busy}>
              <FormattedMessage id="agenda.panel.pause" defaultMessage="Pause" />
            </Button>
          )}
          {agenda?.status === 'paused' && (
            <Button onClick={() => void c.resume()} disabled={c.busy}>
              <FormattedMessage id="agenda.panel.resume" defaultMessage="Resume" />
            </Button>
          )}
          {live && (
            <>
              <Button variant="secondary" onClick={() => void c.extend(1, keepEnd)} disabled={c.busy}>
                <FormattedMessage id="agenda.panel.extend" defaultMessage="{minutes, plural, one {+# minute} other {+# minutes}}" values={{ minutes: 1 }} />
              </Button>
              <Button variant="secondary" onClick={() => void c.extend(5, keepEnd)} disabled={c.busy}>
                <FormattedMessage id="agenda.panel.extend" defaultMessage="{minutes, plural, one {+# minute} other {+# minutes}}" values={{ minutes: 5 }} />
              </Button>
              <Button variant="secondary" onClick={() => void c.skip()} disabled={c.busy}>
                {agenda!.index + 1 >= agenda!.items.length ? (
                  <FormattedMessage id="agenda.panel.finish" defaultMessage="Finish agenda" />
                ) : (
                  <FormattedMessage id="agenda.panel.skip" defaultMessage="Skip to next item" />
                )}
              </Button>
              <label className={styles.row}>
                <input type="checkbox" checked={keepEnd} onChange={(e) => setKeepEnd(e.target.checked)} />
                <FormattedMessage id="agenda.panel.keepEnd" defaultMessage="Keep the planned end (shorten the later items)" />
              </label>
            </>
          )}
          {(live || agenda?.status === 'finished') && (
            <Button variant="ghost" onClick={() => void c.reset()} disabled={c.busy}>
              <FormattedMessage id="agenda.panel.reset" defaultMessage="Reset to plan" />
            </Button>
          )}
        </div>
        {clock?.phase != null && (
          <div aria-live="polite">
            {behind.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="agenda.panel.noneBehind" defaultMessage="Every team is at {phase} or further." values={{ phase: phaseName(clock.phase) }} />
              </p>
            ) : (
              <>
                <p className={styles.behind}>
                  <FormattedMessage
                    id="agenda.panel.behind"
                    defaultMessage="{count, plural, one {# team is behind the agenda} other {# teams are behind the agenda}}"
                    values={{ count: behind.length }}
                  />
                </p>
                <ul className={styles.list} aria-label={intl.formatMessage({ id: 'agenda.panel.behindList', defaultMessage: 'Teams behind the agenda' })}>
                  {behind.map((t) => (
                    <li key={t.id}>
                      <FormattedMessage
                        id="agenda.panel.behindTeam"
                        defaultMessage="{name}: phase {phase, number}"
                        values={{ name: teamNameIn(intl, t), phase: t.currentPhase }}
                      />
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
  const intl = useIntl();
  const phaseName = usePhaseName();
  const [rows, setRows] = useState<PlanRow[]>(() => planOf(agenda));
  const set = (i: number, patch: Partial<PlanRow>) => setRows((r) => r.map((row, n) => (n === i ? { ...row, ...patch } : row)));
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-plan`}>
      <h3 id={`${id}-plan`} className={styles.subtitle}>
        <FormattedMessage id="agenda.plan.title" defaultMessage="Plan" />
      </h3>
      <ol className={styles.list}>
        {rows.map((row, i) => (
          <li key={i} className={styles.row}>
            <label className={styles.row}>
              <FormattedMessage id="agenda.plan.itemPhase" defaultMessage="Item {number, number} phase" values={{ number: i + 1 }} />
              <select className={styles.input} value={row.phase} onChange={(e) => set(i, { phase: Number(e.target.value) })}>
                {PHASE_OPTIONS.map((p) => (
                  <option key={p} value={p}>
                    {phaseName(p)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              <FormattedMessage id="agenda.plan.minutes" defaultMessage="minutes" />
              <input className={styles.minutes} type="number" min={1} max={240} value={row.minutes} onChange={(e) => set(i, { minutes: Number(e.target.value) })} />
            </label>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setRows((r) => r.filter((_, n) => n !== i))}
              disabled={rows.length <= 1}
              aria-label={intl.formatMessage({ id: 'agenda.plan.removeLabel', defaultMessage: 'Remove item {number, number}' }, { number: i + 1 })}
            >
              <FormattedMessage id="agenda.plan.remove" defaultMessage="Remove" />
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={() => setRows((r) => [...r, { phase: r.at(-1)?.phase ?? 1, minutes: DEFAULT_MINUTES }])}>
          <FormattedMessage id="agenda.plan.add" defaultMessage="Add item" />
        </Button>
        <Button size="sm" onClick={() => void onSave(rows)} disabled={busy}>
          <FormattedMessage id="agenda.plan.save" defaultMessage="Save plan" />
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
  const phaseName = usePhaseName();
  const [hold, setHold] = useState(false);
  // Offer the current item's phase first.
  const current = agenda?.status === 'running' || agenda?.status === 'paused' ? (agenda.items[agenda.index]?.phase ?? null) : null;
  useEffect(() => {
    if (current !== null) setPhase(current);
  }, [current]);
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-bring`}>
      <h3 id={`${id}-bring`} className={styles.subtitle}>
        <FormattedMessage id="agenda.bring.title" defaultMessage="Bring everyone to a phase" />
      </h3>
      <div className={styles.row}>
        <label className={styles.row}>
          <FormattedMessage id="agenda.bring.phase" defaultMessage="Phase" />
          <select className={styles.input} value={phase} onChange={(e) => setPhase(Number(e.target.value))}>
            {PHASE_OPTIONS.map((p) => (
              <option key={p} value={p}>
                {phaseName(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.row}>
          <FormattedMessage id="agenda.bring.notice" defaultMessage="Notice (seconds)" />
          <input className={styles.minutes} type="number" min={0} max={120} value={notice} onChange={(e) => setNotice(Number(e.target.value))} />
        </label>
        <label className={styles.row}>
          <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} />
          <FormattedMessage id="agenda.bring.hold" defaultMessage="Hold them there" />
        </label>
        <Button onClick={() => void onBring(phase, notice, hold)} disabled={busy}>
          <FormattedMessage id="agenda.bring.submit" defaultMessage="Bring everyone" />
        </Button>
      </div>
      {agenda?.hold != null && (
        <div className={styles.row}>
          <p className={styles.muted}>
            <FormattedMessage
              id="agenda.bring.holding"
              defaultMessage="Holding the room at phase {phase, number}: teams cannot continue past it."
              values={{ phase: agenda.hold }}
            />
          </p>
          <Button size="sm" variant="secondary" onClick={() => void onRelease()} disabled={busy}>
            <FormattedMessage id="agenda.bring.release" defaultMessage="Release hold" />
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
  const intl = useIntl();
  const announcements = agenda?.announcements ?? [];
  return (
    <div className={styles.section} role="group" aria-labelledby={`${id}-ann`}>
      <h3 id={`${id}-ann`} className={styles.subtitle}>
        <FormattedMessage id="agenda.announce.title" defaultMessage="Announcements" />
      </h3>
      <label htmlFor={`${id}-ann-text`}>
        <FormattedMessage id="agenda.announce.label" defaultMessage="Message to every team (up to {max, number} characters)" values={{ max: 280 }} />
      </label>
      <textarea id={`${id}-ann-text`} className={styles.textarea} maxLength={280} value={text} onChange={(e) => setText(e.target.value)} />
      <div className={styles.row}>
        <Button
          size="sm"
          onClick={async () => {
            if (await onPost(text)) setText('');
          }}
          disabled={busy || text.trim() === ''}
        >
          <FormattedMessage id="agenda.announce.post" defaultMessage="Post announcement" />
        </Button>
      </div>
      {announcements.length > 0 && (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'agenda.announce.posted', defaultMessage: 'Posted announcements' })}>
          {[...announcements].reverse().map((a) => (
            <li key={a.id} className={styles.row}>
              <span>
                <FormattedMessage id="agenda.announce.item" defaultMessage="{time} — {text}" values={{ time: clockTime(intl, a.at), text: a.text }} />
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void onWithdraw(a.id)}
                disabled={busy}
                aria-label={intl.formatMessage({ id: 'agenda.announce.withdrawLabel', defaultMessage: 'Withdraw announcement: {text}' }, { text: a.text })}
              >
                <FormattedMessage id="agenda.announce.withdraw" defaultMessage="Withdraw" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
