import { useMemo, type ReactNode } from 'react';
import { GRID, MUTED } from './palette.ts';
import { clock, mirror, timeScale } from './scale.ts';
import type { ChartLocale } from './useChartLocale.ts';

interface TimeFrameProps {
  loc: ChartLocale;
  /** The drawing's size (viewBox units) and the time axis's ends in it. */
  width: number;
  height: number;
  left: number;
  right: number;
  /** Where the grid lines and the cursor start, and how far above the bottom they stop (the clock labels go below). */
  top: number;
  bottom: number;
  from: number;
  to: number;
  cursor: number;
  /** The image's accessible name. */
  label: string;
  /** The chart itself, drawn again only when its data changes (not on every slider move). */
  children: ReactNode;
}

/**
 * The frame every time chart of the session view shares: one labelled SVG image mirrored with
 * the page's direction, a white ground, a vertical grid line and clock label at each tick of
 * the time axis, and the slider's moment as a red line over the chart.
 */
export function TimeFrame({ loc, width, height, left, right, top, bottom, from, to, cursor, label, children }: TimeFrameProps) {
  const m = mirror(loc.rtl, width);
  const { x } = timeScale(from, to, left, right);
  const grid = useMemo(() => {
    const { x: at, ticks } = timeScale(from, to, left, right);
    const mm = mirror(loc.rtl, width);
    return (
      <>
        <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={mm.x(at(t))} x2={mm.x(at(t))} y1={top} y2={height - bottom} stroke={GRID} />
            <text x={mm.x(at(t))} y={height - bottom + 14} fontSize={11} textAnchor="middle" fill={MUTED}>
              {clock(loc.intl, t)}
            </text>
          </g>
        ))}
      </>
    );
  }, [loc, width, height, left, right, top, bottom, from, to]);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} direction={m.direction} role="img" aria-label={label}>
      {grid}
      {children}
      <line x1={m.x(x(cursor))} x2={m.x(x(cursor))} y1={top} y2={height - bottom} stroke="#b91c1c" strokeWidth={2} />
    </svg>
  );
}

/** A team's name as a row's label: at most 20 characters. */
export const rowName = (name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name);
