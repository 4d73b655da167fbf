import { memo } from 'react';
import type { SessionData, Step } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, SCALE } from './palette.ts';
import { clock, clockSeconds, mirror, timeScale } from './scale.ts';
import { useChartLocale } from './useChartLocale.ts';

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
  const { intl, rtl } = useChartLocale();
  const m = mirror(rtl, W);
  const scale = timeScale(from, to, LEFT, RIGHT);
  const x = (t: number) => m.x(scale.x(t));
  const max = Math.max(1, session.teams.length, scores.at(-1)?.value ?? 0);
  const y = (v: number) => BOTTOM - (v / max) * (BOTTOM - TOP);
  const path = (steps: Step[]) => {
    let d = `M${x(from)},${y(0)}`;
    for (const s of steps) d += ` H${x(s.at)} V${y(s.value)}`;
    return `${d} H${x(to)}`;
  };
  const table = {
    head: [
      intl.formatMessage({ id: 'session.voting.col.time', defaultMessage: 'Time' }),
      intl.formatMessage({ id: 'session.voting.col.voted', defaultMessage: 'Teams voted' }),
      intl.formatMessage({ id: 'session.voting.col.scores', defaultMessage: 'Scores given' }),
    ],
    csvHead: ['Time', 'Teams voted', 'Scores given'],
    rows: [...voted.map((s) => ({ at: s.at })), ...scores.map((s) => ({ at: s.at }))]
      .sort((a, b) => a.at - b.at)
      .map(({ at }) => [clockSeconds(intl, at), voted.filter((s) => s.at <= at).at(-1)?.value ?? 0, scores.filter((s) => s.at <= at).at(-1)?.value ?? 0]),
  };
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'session.voting.title', defaultMessage: 'Voting and judging' })}
      summary={intl.formatMessage(
        {
          id: 'session.voting.summary',
          defaultMessage: "Teams that had cast a ballot (solid, out of {count, number}) and judges' scores given (dashed), over time.",
        },
        { count: session.teams.length },
      )}
      fileName={`session-${session.cohortTag}-voting`}
      table={table}
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        direction={m.direction}
        role="img"
        aria-label={intl.formatMessage({ id: 'session.voting.image', defaultMessage: 'Voting and judging progress over time (data in the table)' })}
      >
        <rect x={0} y={0} width={W} height={H} fill="#ffffff" />
        {scale.ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={BOTTOM} stroke={GRID} />
            <text x={x(t)} y={H - 8} fontSize={11} textAnchor="middle" fill={MUTED}>
              {clock(intl, t)}
            </text>
          </g>
        ))}
        <line x1={m.x(LEFT)} x2={m.x(RIGHT)} y1={BOTTOM} y2={BOTTOM} stroke={INK} />
        <text x={m.x(LEFT - 6)} y={y(max) + 4} fontSize={11} textAnchor="end" fill={MUTED}>
          {intl.formatNumber(max)}
        </text>
        <text x={m.x(LEFT - 6)} y={BOTTOM} fontSize={11} textAnchor="end" fill={MUTED}>
          {intl.formatNumber(0)}
        </text>
        <path d={path(voted)} fill="none" stroke={SCALE} strokeWidth={3} />
        <path d={path(scores)} fill="none" stroke="#D55E00" strokeWidth={3} strokeDasharray="7 4" />
        <text x={m.x(RIGHT + 8)} y={y(voted.at(-1)?.value ?? 0) + 4} fontSize={12} fill={INK}>
          {intl.formatMessage({ id: 'session.voting.voted', defaultMessage: 'Voted: {count, number}' }, { count: voted.at(-1)?.value ?? 0 })}
        </text>
        <text x={m.x(RIGHT + 8)} y={y(scores.at(-1)?.value ?? 0) + 18} fontSize={12} fill={INK}>
          {intl.formatMessage({ id: 'session.voting.scores', defaultMessage: 'Scores: {count, number}' }, { count: scores.at(-1)?.value ?? 0 })}
        </text>
      </svg>
    </ChartFigure>
  );
});
