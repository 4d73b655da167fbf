import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import * as styles from './SessionView.css.ts';
import { clockSeconds } from './scale.ts';

interface TimeSliderProps {
  from: number;
  to: number;
  value: number;
  onChange: (t: number) => void;
  /** Following the session as it runs (the slider stays at its end). */
  following: boolean;
  onFollow: () => void;
  live: boolean;
}

/** A whole play-through lasts about this long, whatever the session's length. */
const PLAY_MS = 30_000;
const TICK_MS = 100;

/**
 * The range's positions: whole seconds after `from`, and the last one `to` itself however far it
 * lies past the last whole second, so Home is the session's first moment and End its last (a
 * range of from…to by 1000 would stop up to a second short of it).
 */
export const sliderSteps = (from: number, to: number) => Math.max(0, Math.ceil((to - from) / 1000));
export const sliderTime = (from: number, to: number, step: number) => (step >= sliderSteps(from, to) ? to : from + step * 1000);
export const sliderStep = (from: number, to: number, t: number) => (t >= to ? sliderSteps(from, to) : Math.max(0, Math.floor((t - from) / 1000)));

/** The moment to show: a range over the session (by the second), play/pause, and back to now while it runs. */
export function TimeSlider({ from, to, value, onChange, following, onFollow, live }: TimeSliderProps) {
  const intl = useIntl();
  const id = useId();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const step = Math.max(1000, ((to - from) * TICK_MS) / PLAY_MS);
    const timer = setInterval(() => {
      const next = Math.min(to, value + step);
      onChange(next);
      if (next >= to) setPlaying(false);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, value, from, to, onChange]);
  const stepBy = (ms: number) => onChange(Math.max(from, Math.min(to, value + ms)));
  return (
    <div className={styles.slider} role="group" aria-label={intl.formatMessage({ id: 'session.slider.group', defaultMessage: 'Time' })}>
      <Button
        size="sm"
        variant="primary"
        onClick={() => {
          if (!playing && value >= to) onChange(from);
          setPlaying(!playing);
        }}
      >
        {playing ? <FormattedMessage id="session.slider.pause" defaultMessage="Pause" /> : <FormattedMessage id="session.slider.play" defaultMessage="Play" />}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => stepBy(-5 * 60_000)}>
        <FormattedMessage id="session.slider.back" defaultMessage="Back {minutes, number} min" values={{ minutes: 5 }} />
      </Button>
      <label htmlFor={id} className={styles.moment}>
        {clockSeconds(intl, value)}
      </label>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={0}
        max={sliderSteps(from, to)}
        step={1}
        value={sliderStep(from, to, value)}
        aria-valuetext={clockSeconds(intl, value)}
        aria-label={intl.formatMessage({ id: 'session.slider.moment', defaultMessage: 'Moment of the session' })}
        onChange={(e) => {
          setPlaying(false);
          onChange(sliderTime(from, to, Number(e.target.value)));
        }}
      />
      <Button size="sm" variant="secondary" onClick={() => stepBy(5 * 60_000)}>
        <FormattedMessage id="session.slider.forward" defaultMessage="Forward {minutes, number} min" values={{ minutes: 5 }} />
      </Button>
      {live && (
        <Button size="sm" variant={following ? 'ghost' : 'secondary'} disabled={following} onClick={onFollow}>
          {following ? (
            <FormattedMessage id="session.slider.showingNow" defaultMessage="Showing now" />
          ) : (
            <FormattedMessage id="session.slider.backToNow" defaultMessage="Back to now" />
          )}
        </Button>
      )}
    </div>
  );
}
