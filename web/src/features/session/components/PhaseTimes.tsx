import { memo } from 'react';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { phaseName } from '@fit/events/phases/names';
import { timePerPhase, type PhaseSpan, type PhaseSummary, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, phaseColour } from './palette.ts';
import { minutes } from './scale.ts';

interface PhaseTimesProps {
  session: SessionData;
  spans: Map<string, PhaseSpan[]>;
  summaries: PhaseSummary[];
}

const W = 960;
const LEFT = 190;
const RIGHT = W - 20;
const ROW = 34;
const TOP = 20;

/** Per phase, the cohort's time spent as a box (quartiles), median and range, against the agenda's time box (dashed). */
export const PhaseTimes = memo(function PhaseTimes({ session, spans, summaries }: PhaseTimesProps) {
  const maxMs = Math.max(60_000, ...summaries.flatMap((s) => [s.spread?.max ?? 0, s.plannedMs ?? 0]));
  const x = (ms: number) => LEFT + (ms / maxMs) * (RIGHT - LEFT);
  const step = [1, 2, 5, 10, 15, 30, 60, 120].find((m) => maxMs / (m * 60_000) <= 8) ?? 240;
  const ticks = Array.from({ length: Math.floor(maxMs / (step * 60_000)) + 1 }, (_, i) => i * step * 60_000);
  const height = TOP + ROW * PHASE_COUNT + 30;
  const perTeam = session.teams.map((t) => [t.name, ...timePerPhase(spans.get(t.teamId) ?? []).map(minutes)]);
  const stat = (label: string, f: (s: PhaseSummary) => number | null) => [label, ...summaries.map((s) => (f(s) === null ? '' : minutes(f(s)!)))];
  const table = {
    head: ['Team', ...summaries.map((s) => `Phase ${s.phase} (min)`)],
    rows: [
      ...perTeam,
      stat('Agenda time box', (s) => s.plannedMs),
      stat('Median', (s) => s.spread?.median ?? null),
      stat('Lower quartile', (s) => s.spread?.q1 ?? null),
      stat('Upper quartile', (s) => s.spread?.q3 ?? null),
      stat('Shortest', (s) => s.spread?.min ?? null),
      stat('Longest', (s) => s.spread?.max ?? null),
    ],
  };
  return (
    <ChartFigure
      title="Time per phase"
      summary="Minutes each team spent in each phase: the box spans the middle half of the teams, the thick line is the median, the whiskers the shortest and longest; the dashed mark is the agenda's time box."
      fileName={`session-${session.cohortTag}-time-per-phase`}
      table={table}
    >
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label="Time per phase, median and spread against the agenda (data in the table)">
        <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={height - 24} stroke={GRID} />
            <text x={x(t)} y={height - 10} fontSize={11} textAnchor="middle" fill={MUTED}>
              {minutes(t)} min
            </text>
          </g>
        ))}
        {summaries.map((s, i) => {
          const cy = TOP + i * ROW + ROW / 2;
          const sp = s.spread;
          return (
            <g key={s.phase}>
              <text x={LEFT - 8} y={cy + 4} fontSize={12} textAnchor="end" fill={INK}>
                {s.phase}. {phaseName(s.phase)}
              </text>
              {sp && (
                <>
                  <line x1={x(sp.min)} x2={x(sp.max)} y1={cy} y2={cy} stroke={INK} />
                  <line x1={x(sp.min)} x2={x(sp.min)} y1={cy - 6} y2={cy + 6} stroke={INK} />
                  <line x1={x(sp.max)} x2={x(sp.max)} y1={cy - 6} y2={cy + 6} stroke={INK} />
                  <rect x={x(sp.q1)} y={cy - 10} width={Math.max(2, x(sp.q3) - x(sp.q1))} height={20} fill={phaseColour(s.phase)} stroke={INK} />
                  <line x1={x(sp.median)} x2={x(sp.median)} y1={cy - 10} y2={cy + 10} stroke={INK} strokeWidth={3} />
                </>
              )}
              {s.plannedMs !== null && <line x1={x(s.plannedMs)} x2={x(s.plannedMs)} y1={cy - 14} y2={cy + 14} stroke="#b91c1c" strokeWidth={2} strokeDasharray="4 2" />}
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
});
