import { memo } from 'react';
import type { SessionData, Step } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, SCALE } from './palette.ts';
import { clock, clockSeconds, timeScale } from './scale.ts';

interface VotingProps {
  session: SessionData;
  voted: Step[];
  scores: Step[];
  from: number;
  to: number;
}

const W = 960;
const H = 220;
const LEFT = 50;
const RIGHT = W - 150;
const TOP = 14;
const BOTTOM = H - 28;

/** Two cumulative step lines: teams that have voted (solid) and judges' scores given (dashed). */
export const Voting = memo(function Voting({ session, voted, scores, from, to }: VotingProps) {
  const { x, ticks } = timeScale(from, to, LEFT, RIGHT);
  const max = Math.max(1, session.teams.length, scores.at(-1)?.value ?? 0);
  const y = (v: number) => BOTTOM - (v / max) * (BOTTOM - TOP);
  const path = (steps: Step[]) => {
    let d = `M${x(from)},${y(0)}`;
    for (const s of steps) d += ` H${x(s.at)} V${y(s.value)}`;
    return `${d} H${x(to)}`;
  };
  const table = {
    head: ['Time', 'Teams voted', 'Scores given'],
    rows: [...voted.map((s) => ({ at: s.at })), ...scores.map((s) => ({ at: s.at }))]
      .sort((a, b) => a.at - b.at)
      .map(({ at }) => [clockSeconds(at), voted.filter((s) => s.at <= at).at(-1)?.value ?? 0, scores.filter((s) => s.at <= at).at(-1)?.value ?? 0]),
  };
  return (
    <ChartFigure
      title="Voting and judging"
      summary={`Teams that had cast a ballot (solid, out of ${session.teams.length}) and judges' scores given (dashed), over time.`}
      fileName={`session-${session.cohortTag}-voting`}
      table={table}
    >
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Voting and judging progress over time (data in the table)">
        <rect x={0} y={0} width={W} height={H} fill="#ffffff" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={BOTTOM} stroke={GRID} />
            <text x={x(t)} y={H - 8} fontSize={11} textAnchor="middle" fill={MUTED}>
              {clock(t)}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} stroke={INK} />
        <text x={LEFT - 6} y={y(max) + 4} fontSize={11} textAnchor="end" fill={MUTED}>
          {max}
        </text>
        <text x={LEFT - 6} y={BOTTOM} fontSize={11} textAnchor="end" fill={MUTED}>
          0
        </text>
        <path d={path(voted)} fill="none" stroke={SCALE} strokeWidth={3} />
        <path d={path(scores)} fill="none" stroke="#D55E00" strokeWidth={3} strokeDasharray="7 4" />
        <text x={RIGHT + 8} y={y(voted.at(-1)?.value ?? 0) + 4} fontSize={12} fill={INK}>
          Voted: {voted.at(-1)?.value ?? 0}
        </text>
        <text x={RIGHT + 8} y={y(scores.at(-1)?.value ?? 0) + 18} fontSize={12} fill={INK}>
          Scores: {scores.at(-1)?.value ?? 0}
        </text>
      </svg>
    </ChartFigure>
  );
});
