import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Alert } from '../../../components/ui/Alert/Alert.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { phasePath } from '../../../lib/urls.ts';
import { srOnly } from '../../../styles/a11y.css.ts';
import { bringToFollow } from '@fit/events/agenda/clock';
import { useAgendaClock, type AgendaData } from '../hooks/useAgenda.ts';
import { useDismissed } from '../hooks/useDismissed.ts';
import { Countdown, usePhaseName } from './Countdown.tsx';
import * as styles from './TeamPace.css.ts';

const handledKey = (tag: string, at: string) => `fit-bring:${tag}:${at}`;
const wasHandled = (key: string) => {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};
const markHandled = (key: string) => {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    /* private mode: the phase check still stops a second move */
  }
};
/** A time of day (an announcement's, the agenda's end) in the page's language. */
export const clockTime = (intl: IntlShape, iso: string) => intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit' });

interface TeamPaceProps {
  agenda: AgendaData | null;
  offsetMs: number;
  /** The phase this page shows, and the team's code for the address of another. */
  phase: number;
  teamCode: string;
  /** The team's current phase as this page read it (a bring is carried out once per team). */
  teamPhase: number;
  /** Stores every edit made so far (the phase document's pending saves); false when it could not. */
  saveNow: () => Promise<boolean>;
}

/**
 * The room's pace on a team's phase page: the current agenda item's countdown, the instructor's
 * announcements (banner, dismissible, reopenable), and a bring to another phase: a notice, then,
 * at the stored time, every pending save is flushed before the page moves, so nothing typed is lost.
 */
export function TeamPace({ agenda, offsetMs, phase, teamCode, teamPhase, saveNow }: TeamPaceProps) {
  const { clock } = useAgendaClock(agenda, offsetMs);
  const navigate = useNavigate();
  const intl = useIntl();
  const phaseName = usePhaseName();
  const tag = agenda?.cohortTag ?? '';
  const bring = agenda?.bring ?? null;

  // The bring (if any) the agenda held when this page first read it: one that arrives later
  // reaches a page that was open, one already there met a page opened after it.
  const firstBringAt = useRef<string | null | undefined>(undefined);
  if (agenda && firstBringAt.current === undefined) firstBringAt.current = bring?.at ?? null;

  // A bring this page should follow (bringToFollow), not handled in this tab yet.
  const [moveTo, setMoveTo] = useState<{ phase: number; moveAt: number; key: string } | null>(null);
  useEffect(() => {
    if (!bring) return setMoveTo(null);
    const key = handledKey(tag, bring.at);
    if (wasHandled(key)) return setMoveTo(null);
    if (bring.phase === phase) {
      markHandled(key);
      return setMoveTo(null);
    }
    const target = bringToFollow(bring, { phase, teamPhase, openedAfterBring: firstBringAt.current === bring.at }, Date.now() + offsetMs);
    if (target === null) return setMoveTo(null);
    setMoveTo({ phase: target, moveAt: Date.parse(bring.moveAt), key });
    // offsetMs and the team's phase are read once per bring: a later correction, or the team
    // moving as the bring makes it, must not restart or cancel the notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, bring?.at, bring?.phase, bring?.moveAt, phase]);

  const save = useRef(saveNow);
  save.current = saveNow;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!moveTo) return setSecondsLeft(null);
    let stopped = false;
    const left = () => moveTo.moveAt - (Date.now() + offsetMs);
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil(left() / 1000))), 250);
    setSecondsLeft(Math.max(0, Math.ceil(left() / 1000)));
    const go = setTimeout(
      async () => {
        // Typing ends here: a key pressed while the last save is on its way would miss it and be
        // left behind when the page moves, so the field gives up its focus first. Then flush what
        // was typed up to now (each keystroke is already on its way; this waits for the server to
        // store it), then move: the next page opens the new phase's document.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        for (let attempt = 0; attempt < 3 && !stopped; attempt++) if (await save.current()) break;
        if (stopped) return;
        markHandled(moveTo.key);
        navigate(phasePath(moveTo.phase, teamCode));
      },
      Math.max(0, left()),
    );
    return () => {
      stopped = true;
      clearInterval(tick);
      clearTimeout(go);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moveTo]);

  const [dismissed, dismiss] = useDismissed(tag);
  const [listOpen, setListOpen] = useState(false);
  const announcements = agenda?.announcements ?? [];
  const showing = announcements.filter((a) => !dismissed.has(a.id));
  const latest = announcements.at(-1);

  if (!agenda) return null;
  const hasClock = clock && (clock.status === 'running' || clock.status === 'paused');
  if (!hasClock && !moveTo && announcements.length === 0) return null;
  return (
    <section className={styles.root} aria-label={intl.formatMessage({ id: 'agenda.pace.region', defaultMessage: 'Workshop pace' })}>
      <p className={srOnly} aria-live="polite">
        {latest && !dismissed.has(latest.id)
          ? intl.formatMessage({ id: 'agenda.pace.announcementSaid', defaultMessage: 'Announcement: {text}' }, { text: latest.text })
          : ''}
      </p>
      {moveTo && (
        <Alert tone="attention" role="status">
          <FormattedMessage
            id="agenda.pace.bringing"
            defaultMessage="Your instructor is bringing everyone to {phase}. Your answers are saved before the page moves."
            values={{ phase: phaseName(moveTo.phase) }}
          />{' '}
          <span aria-hidden="true">
            {secondsLeft !== null && secondsLeft > 0 ? (
              <FormattedMessage id="agenda.pace.movingIn" defaultMessage="Moving in {seconds, number} s…" values={{ seconds: secondsLeft }} />
            ) : (
              <FormattedMessage id="agenda.pace.movingNow" defaultMessage="Moving now…" />
            )}
          </span>
        </Alert>
      )}
      {showing.map((a) => (
        <div key={a.id} className={styles.banner}>
          <p className={styles.bannerText}>{a.text}</p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => dismiss(a.id)}
            aria-label={intl.formatMessage({ id: 'agenda.pace.dismissLabel', defaultMessage: 'Dismiss announcement: {text}' }, { text: a.text })}
          >
            <FormattedMessage id="agenda.pace.dismiss" defaultMessage="Dismiss" />
          </Button>
        </div>
      ))}
      <div className={styles.row}>
        <Countdown clock={clock} />
        {announcements.length > 0 && (
          <Button size="sm" variant="secondary" aria-expanded={listOpen} aria-controls="fit-announcements" onClick={() => setListOpen((o) => !o)}>
            <FormattedMessage id="agenda.pace.showAnnouncements" defaultMessage="Announcements ({count, number})" values={{ count: announcements.length }} />
          </Button>
        )}
      </div>
      {listOpen && (
        <ul id="fit-announcements" className={styles.list} aria-label={intl.formatMessage({ id: 'agenda.pace.announcements', defaultMessage: 'Announcements' })}>
          {[...announcements].reverse().map((a) => (
            <li key={a.id}>
              <time className={styles.time} dateTime={a.at}>
                {clockTime(intl, a.at)}
              </time>
              {a.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
