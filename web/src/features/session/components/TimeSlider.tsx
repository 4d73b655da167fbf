import { useEffect, useId, useState } from 'react';
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

/** The moment to show: a range over the session (by the second), play/pause, and back to now while it runs. */
export function TimeSlider({ from, to, value, onChange, following, onFollow, live }: TimeSliderProps) {
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
    <div className={styles.slider} role="group" aria-label="Time">
      <Button
        size="sm"
        variant="primary"
        onClick={() => {
          if (!playing && value >= to) onChange(from);
          setPlaying(!playing);
        }}
      >
        {playing ? 'Pause' : 'Play'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => stepBy(-5 * 60_000)}>
        Back 5 min
      </Button>
      <label htmlFor={id} className={styles.moment}>
        {clockSeconds(value)}
      </label>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={from}
        max={to}
        step={1000}
        value={value}
        aria-valuetext={clockSeconds(value)}
        aria-label="Moment of the session"
        onChange={(e) => {
          setPlaying(false);
          onChange(Number(e.target.value));
        }}
      />
      <Button size="sm" variant="secondary" onClick={() => stepBy(5 * 60_000)}>
        Forward 5 min
      </Button>
      {live && (
        <Button size="sm" variant={following ? 'ghost' : 'secondary'} disabled={following} onClick={onFollow}>
          {following ? 'Showing now' : 'Back to now'}
        </Button>
      )}
    </div>
  );
}
