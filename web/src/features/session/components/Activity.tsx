import { memo } from 'react';
import { MINUTE_MS, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, SCALE } from './palette.ts';
import { clock, timeScale } from './scale.ts';

interface ActivityProps {
  session: SessionData;
  from: number;
  to: number;
  cursor: number;
}

const W = 960;
const LEFT = 150;
const RIGHT = W - 60;
const ROW = 16;
const TOP = 10;
/** At most this many columns: a long day is drawn in buckets of several minutes. */
const MAX_COLUMNS = 160;

/** Edits per minute per team as a heat strip (darker: more edits); a silent team is an empty row. */
export const Activity = memo(function Activity({ session, from, to, cursor }: ActivityProps) {
  const { x, ticks } = timeScale(from, to, LEFT, RIGHT);
  const first = session.firstMinute ? Date.parse(session.firstMinute) : from;
  const length = Math.max(0, ...session.edits.map((e) => e.perMinute.length));
  const bucket = Math.max(1, Math.ceil(length / MAX_COLUMNS));
  const series = new Map(session.edits.map((e) => [e.teamId, e.perMinute]));
  const buckets = (perMinute: number[]) => {
    const out: number[] = [];
    for (let i = 0; i < perMinute.length; i += bucket) out.push(perMinute.slice(i, i + bucket).reduce((a, b) => a + b, 0));
    return out;
  };
  const rows = session.teams.map((t) => ({ team: t, per: series.get(t.teamId) ?? [], cols: buckets(series.get(t.teamId) ?? []) }));
  const max = Math.max(1, ...rows.flatMap((r) => r.cols));
  const height = TOP + ROW * rows.length + 28;
  const table = {
    head: ['Team', 'Edits', 'Busiest minute', 'Active minutes', 'Last edit'],
    rows: rows.map(({ team, per }) => {
      const total = per.reduce((a, b) => a + b, 0);
      const lastIdx = per.findLastIndex((n) => n > 0);
      return [team.name, total, Math.max(0, ...per), per.filter((n) => n > 0).length, lastIdx < 0 ? 'none' : clock(first + lastIdx * MINUTE_MS)];
    }),
  };
  return (
    <ChartFigure
      title="Activity"
      summary={`Edits per ${bucket === 1 ? 'minute' : `${bucket} minutes`} per team, from co-editing and saves: the darker the cell, the busier; a blank row is a silent team.`}
      fileName={`session-${session.cohortTag}-activity`}
      table={table}
    >
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label="Edits per minute per team (data in the table)">
        <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={height - 22} stroke={GRID} />
            <text x={x(t)} y={height - 8} fontSize={11} textAnchor="middle" fill={MUTED}>
              {clock(t)}
            </text>
          </g>
        ))}
        {rows.map(({ team, cols, per }, i) => {
          const y = TOP + i * ROW;
          const total = per.reduce((a, b) => a + b, 0);
          return (
            <g key={team.teamId}>
              <text x={LEFT - 6} y={y + 12} fontSize={11} textAnchor="end" fill={INK}>
                {team.name.length > 20 ? `${team.name.slice(0, 19)}…` : team.name}
              </text>
              <rect x={LEFT} y={y + 1} width={RIGHT - LEFT} height={ROW - 2} fill="none" stroke={GRID} />
              {cols.map((n, c) =>
                n > 0 ? (
                  <rect
                    key={c}
                    x={x(first + c * bucket * MINUTE_MS)}
                    y={y + 1}
                    width={Math.max(1, x(first + (c + 1) * bucket * MINUTE_MS) - x(first + c * bucket * MINUTE_MS))}
                    height={ROW - 2}
                    fill={SCALE}
                    fillOpacity={0.15 + 0.85 * (n / max)}
                  />
                ) : null,
              )}
              <text x={RIGHT + 6} y={y + 12} fontSize={11} fill={INK}>
                {total}
              </text>
            </g>
          );
        })}
        <line x1={x(cursor)} x2={x(cursor)} y1={TOP} y2={height - 22} stroke="#b91c1c" strokeWidth={2} />
      </svg>
    </ChartFigure>
  );
});
