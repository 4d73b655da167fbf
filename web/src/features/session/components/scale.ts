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

const hm = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const hms = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
export const clock = (t: number) => hm.format(t);
export const clockSeconds = (t: number) => hms.format(t);
export const minutes = (ms: number) => Math.round(ms / 6_000) / 10;
