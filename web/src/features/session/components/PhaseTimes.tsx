import { memo } from 'react';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { timePerPhase, type PhaseSpan, type PhaseSummary, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, phaseColour } from './palette.ts';
import { minutes, mirror } from './scale.ts';
import { useChartLocale } from './useChartLocale.ts';

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
  const { intl, rtl, phaseLabel } = useChartLocale();
  const m = mirror(rtl, W);
  const maxMs = Math.max(60_000, ...summaries.flatMap((s) => [s.spread?.max ?? 0, s.plannedMs ?? 0]));
  const x = (ms: number) => m.x(LEFT + (ms / maxMs) * (RIGHT - LEFT));
  const step = [1, 2, 5, 10, 15, 30, 60, 120].find((n) => maxMs / (n * 60_000) <= 8) ?? 240;
  const ticks = Array.from({ length: Math.floor(maxMs / (step * 60_000)) + 1 }, (_, i) => i * step * 60_000);
  const height = TOP + ROW * PHASE_COUNT + 30;
  const perTeam = session.teams.map((t) => [t.name, ...timePerPhase(spans.get(t.teamId) ?? []).map(minutes)]);
  const stat = (label: string, f: (s: PhaseSummary) => number | null) => [label, ...summaries.map((s) => (f(s) === null ? '' : minutes(f(s)!)))];
  const table = {
    head: [
      intl.formatMessage({ id: 'session.phaseTimes.col.team', defaultMessage: 'Team' }),
      ...summaries.map((s) => intl.formatMessage({ id: 'session.phaseTimes.col.phase', defaultMessage: 'Phase {number, number} (min)' }, { number: s.phase })),
    ],
    csvHead: ['Team', ...summaries.map((s) => `Phase ${s.phase} (min)`)],
    rows: [
      ...perTeam,
      stat(intl.formatMessage({ id: 'session.phaseTimes.timeBox', defaultMessage: 'Agenda time box' }), (s) => s.plannedMs),
      stat(intl.formatMessage({ id: 'session.phaseTimes.median', defaultMessage: 'Median' }), (s) => s.spread?.median ?? null),
      stat(intl.formatMessage({ id: 'session.phaseTimes.q1', defaultMessage: 'Lower quartile' }), (s) => s.spread?.q1 ?? null),
      stat(intl.formatMessage({ id: 'session.phaseTimes.q3', defaultMessage: 'Upper quartile' }), (s) => s.spread?.q3 ?? null),
      stat(intl.formatMessage({ id: 'session.phaseTimes.min', defaultMessage: 'Shortest' }), (s) => s.spread?.min ?? null),
      stat(intl.formatMessage({ id: 'session.phaseTimes.max', defaultMessage: 'Longest' }), (s) => s.spread?.max ?? null),
    ],
  };
  // A box from a to b (ms), whichever way the page reads.
  const box = (a: number, b: number) => ({ x: Math.min(x(a), x(b)), width: Math.max(2, Math.abs(x(b) - x(a))) });
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'session.phaseTimes.title', defaultMessage: 'Time per phase' })}
      summary={intl.formatMessage({
        id: 'session.phaseTimes.summary',
        defaultMessage:
          "Minutes each team spent in each phase: the box spans the middle half of the teams, the thick line is the median, the whiskers the shortest and longest; the dashed mark is the agenda's time box.",
      })}
      fileName={`session-${session.cohortTag}-time-per-phase`}
      table={table}
    >
      <svg
        viewBox={`0 0 ${W} ${height}`}
        direction={m.direction}
        role="img"
        aria-label={intl.formatMessage({
          id: 'session.phaseTimes.image',
          defaultMessage: 'Time per phase, median and spread against the agenda (data in the table)',
        })}
      >
        <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(t)} x2={x(t)} y1={TOP} y2={height - 24} stroke={GRID} />
            <text x={x(t)} y={height - 10} fontSize={11} textAnchor="middle" fill={MUTED}>
              {intl.formatMessage({ id: 'session.phaseTimes.tick', defaultMessage: '{minutes, number} min' }, { minutes: minutes(t) })}
            </text>
          </g>
        ))}
        {summaries.map((s, i) => {
          const cy = TOP + i * ROW + ROW / 2;
          const sp = s.spread;
          return (
            <g key={s.phase}>
              <text x={m.x(LEFT - 8)} y={cy + 4} fontSize={12} textAnchor="end" fill={INK}>
                {phaseLabel(s.phase)}
              </text>
              {sp && (
                <>
                  <line x1={x(sp.min)} x2={x(sp.max)} y1={cy} y2={cy} stroke={INK} />
                  <line x1={x(sp.min)} x2={x(sp.min)} y1={cy - 6} y2={cy + 6} stroke={INK} />
                  <line x1={x(sp.max)} x2={x(sp.max)} y1={cy - 6} y2={cy + 6} stroke={INK} />
                  <rect {...box(sp.q1, sp.q3)} y={cy - 10} height={20} fill={phaseColour(s.phase)} stroke={INK} />
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
