import { memo } from 'react';
import { phaseName } from '@fit/events/phases/names';
import type { PhaseSummary } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED } from './palette.ts';

const W = 960;
const LEFT = 190;
const RIGHT = W - 40;
const ROW = 40;
const BAR = 10;
/** Given, answered, resolved: three greys-to-blue with a distinct pattern of lightness, readable in print. */
const SERIES = [
  { key: 'comments', label: 'Comments', fill: '#0072B2' },
  { key: 'answered', label: 'Answered by the team', fill: '#56B4E9' },
  { key: 'resolved', label: 'Resolved', fill: '#000000' },
] as const;

/** Comments given, answered by the team and resolved, per phase. */
export const Feedback = memo(function Feedback({ tag, summaries }: { tag: string; summaries: PhaseSummary[] }) {
  const max = Math.max(1, ...summaries.map((s) => s.comments));
  const x = (n: number) => LEFT + (n / max) * (RIGHT - LEFT);
  const height = 28 + ROW * summaries.length;
  const table = {
    head: ['Phase', 'Comments', 'Answered', 'Resolved'],
    rows: summaries.map((s) => [`${s.phase} ${phaseName(s.phase)}`, s.comments, s.answered, s.resolved]),
  };
  return (
    <ChartFigure
      title="Feedback"
      summary="Comments given per phase, how many the team answered, and how many are resolved."
      fileName={`session-${tag}-feedback`}
      table={table}
    >
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label="Feedback per phase (data in the table)">
        <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
        {SERIES.map((s, i) => (
          <g key={s.key} transform={`translate(${LEFT + i * 200}, 4)`}>
            <rect width={12} height={12} fill={s.fill} />
            <text x={16} y={11} fontSize={11} fill={INK}>
              {s.label}
            </text>
          </g>
        ))}
        {summaries.map((s, i) => {
          const y0 = 24 + i * ROW;
          return (
            <g key={s.phase}>
              <text x={LEFT - 8} y={y0 + 20} fontSize={12} textAnchor="end" fill={INK}>
                {s.phase}. {phaseName(s.phase)}
              </text>
              <line x1={LEFT} x2={LEFT} y1={y0} y2={y0 + ROW - 6} stroke={GRID} />
              {SERIES.map((ser, j) => (
                <g key={ser.key}>
                  <rect x={LEFT} y={y0 + 2 + j * (BAR + 1)} width={x(s[ser.key]) - LEFT} height={BAR} fill={ser.fill} />
                  <text x={x(s[ser.key]) + 4} y={y0 + 11 + j * (BAR + 1)} fontSize={10} fill={MUTED}>
                    {s[ser.key]}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
});
