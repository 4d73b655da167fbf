import type { IntlShape } from 'react-intl';

/** Time on a chart's x axis: a linear map, and round ticks that keep to about ten. */
export interface TimeScale {
  x: (t: number) => number;
  ticks: number[];
}

const STEPS_MIN = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240];

export function timeScale(from: number, to: number, left: number, right: number): TimeScale {
  const span = Math.max(1, to - from);
  const x = (t: number) => left + ((t - from) / span) * (right - left);
  const stepMin = STEPS_MIN.find((s) => span / (s * 60_000) <= 10) ?? 480;
  const step = stepMin * 60_000;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return { x, ticks };
}

/** A time of day in the page's language (react-intl caches the formatter). */
export const clock = (intl: IntlShape, t: number) => intl.formatTime(t, { hour: 'numeric', minute: '2-digit' });
export const clockSeconds = (intl: IntlShape, t: number) => intl.formatTime(t, { hour: 'numeric', minute: '2-digit', second: '2-digit' });
export const minutes = (ms: number) => Math.round(ms / 6_000) / 10;

/**
 * A chart's horizontal layout in the page's direction. Every chart is laid out left to right
 * and each x goes through here: right to left (Arabic) the whole drawing mirrors, time running
 * from the right as the slider above it does, and the labels' column on the right. The svg
 * carries its own `direction`, so text-anchor start/end follow the mirror and an exported file
 * (outside the page's dir) looks the same.
 */
export interface Mirror {
  direction: 'ltr' | 'rtl';
  /** A point. */
  x: (v: number) => number;
  /** The left edge of a box that spans [x0, x0 + width] left to right. */
  box: (x0: number, width: number) => number;
  /** A horizontal offset inside a translated group. */
  dx: (d: number) => number;
}

export function mirror(rtl: boolean, width: number): Mirror {
  return rtl
    ? { direction: 'rtl', x: (v) => width - v, box: (x0, w) => width - x0 - w, dx: (d) => -d }
    : { direction: 'ltr', x: (v) => v, box: (x0) => x0, dx: (d) => d };
}
