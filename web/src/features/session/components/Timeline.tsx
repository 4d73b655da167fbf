import { memo, useMemo } from 'react';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { phaseName } from '@fit/events/phases/names';
import { agendaAt, type PhaseSpan, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED, phaseColour, textOn } from './palette.ts';
import { clock, minutes, timeScale } from './scale.ts';

interface TimelineProps {
  session: SessionData;
  spans: Map<string, PhaseSpan[]>;
  from: number;
  to: number;
  cursor: number;
}

const W = 960;
const LEFT = 150;
const RIGHT = W - 10;
const ROW = 20;
const TOP = 60;

/** The agenda's planned items from its start, and the bring and hold moments. */
function agendaLayer(session: SessionData, to: number) {
  const agenda = agendaAt(session.marks, to);
  const planned: { phase: number; from: number; to: number }[] = [];
  if (agenda.startedAt) {
    let t = Date.parse(agenda.startedAt);
    for (const item of agenda.items) {
      planned.push({ phase: item.phase, from: t, to: t + item.plannedMs });
      t += item.plannedMs;
    }
  }
  const moments = session.marks
    .filter((m) => m.agenda && (m.agenda.type === 'TeamsBrought' || m.agenda.type === 'HoldSet' || m.agenda.type === 'HoldReleased'))
    .map((m) => {
      const a = m.agenda!;
      const label = a.type === 'TeamsBrought' ? `Bring → ${a.data.phase}` : a.type === 'HoldSet' ? `Hold at ${a.data.phase}` : 'Hold released';
      return { at: Date.parse(m.at), label };
    });
  return { planned, moments };
}

/** Each team a row, time across, coloured by phase; the agenda's plan above, bring and hold marked. */
export const Timeline = memo(function Timeline({ session, spans, from, to, cursor }: TimelineProps) {
  const { x } = timeScale(from, to, LEFT, RIGHT);
  const drawn = useMemo(() => draw(session, spans, from, to), [session, spans, from, to]);
  const height = TOP + ROW * (session.teams.length + 1) + 24;
  return (
    <ChartFigure
      title="Timeline"
      summary="Each team a row, time across, coloured and numbered by phase; the agenda's plan on top; bring and hold moments as dashed lines."
      fileName={`session-${session.cohortTag}-timeline`}
      table={drawn.table}
    >
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label="Timeline of each team's phases against the agenda (data in the table)">
        {drawn.chart}
        <line x1={x(cursor)} x2={x(cursor)} y1={TOP - 8} y2={height - 20} stroke="#b91c1c" strokeWidth={2} />
      </svg>
    </ChartFigure>
  );
});

/** Everything but the cursor: drawn again only when the session or its span changes, not on every slider move. */
function draw(session: SessionData, spans: Map<string, PhaseSpan[]>, from: number, to: number) {
  const { x, ticks } = timeScale(from, to, LEFT, RIGHT);
  const { planned, moments } = agendaLayer(session, to);
  const height = TOP + ROW * (session.teams.length + 1) + 24;
  const table = {
    head: ['Row', 'Phase', 'From', 'To', 'Minutes'],
    rows: [
      ...planned.map((p) => ['Agenda plan', `${p.phase} ${phaseName(p.phase)}`, clock(p.from), clock(p.to), minutes(p.to - p.from)]),
      ...moments.map((m) => ['Agenda', m.label, clock(m.at), '', '']),
      ...session.teams.flatMap((t) =>
        (spans.get(t.teamId) ?? []).map((s) => [t.name, `${s.phase} ${phaseName(s.phase)}`, clock(s.from), clock(s.to), minutes(s.to - s.from)]),
      ),
    ],
  };
  const y = (i: number) => TOP + ROW * (i + 1);
  const chart = (
    <>
      <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP - 4} y2={height - 20} stroke={GRID} />
          <text x={x(t)} y={height - 6} fontSize={11} textAnchor="middle" fill={MUTED}>
            {clock(t)}
          </text>
        </g>
      ))}
      <text x={LEFT - 6} y={TOP + 14} fontSize={12} textAnchor="end" fill={INK} fontWeight={600}>
        Agenda plan
      </text>
      {planned.map((p, i) => (
        <g key={i}>
          <rect
            x={x(p.from)}
            y={TOP + 2}
            width={Math.max(1, x(p.to) - x(p.from))}
            height={ROW - 4}
            fill={phaseColour(p.phase)}
            stroke={INK}
            strokeWidth={1}
            opacity={0.85}
          />
          {x(p.to) - x(p.from) > 14 && (
            <text x={(x(p.from) + x(p.to)) / 2} y={TOP + 14} fontSize={11} textAnchor="middle" fill={textOn(p.phase)}>
              {p.phase}
            </text>
          )}
        </g>
      ))}
      {session.teams.map((team, i) => (
        <g key={team.teamId}>
          <text x={LEFT - 6} y={y(i) + 14} fontSize={12} textAnchor="end" fill={INK}>
            {team.name.length > 20 ? `${team.name.slice(0, 19)}…` : team.name}
          </text>
          {(spans.get(team.teamId) ?? []).map((s, j) => (
            <g key={j}>
              <rect x={x(s.from)} y={y(i) + 2} width={Math.max(1, x(s.to) - x(s.from))} height={ROW - 4} fill={phaseColour(s.phase)} />
              {x(s.to) - x(s.from) > 14 && (
                <text x={(x(s.from) + x(s.to)) / 2} y={y(i) + 14} fontSize={11} textAnchor="middle" fill={textOn(s.phase)}>
                  {s.phase}
                </text>
              )}
            </g>
          ))}
        </g>
      ))}
      {moments.map((m, i) => (
        <g key={i}>
          <line x1={x(m.at)} x2={x(m.at)} y1={TOP - 4} y2={height - 20} stroke={INK} strokeDasharray="4 3" />
          <text x={x(m.at) + 3} y={12 + (i % 2) * 14} fontSize={11} fill={INK}>
            {m.label}
          </text>
        </g>
      ))}
      <g aria-hidden="true">
        {Array.from({ length: PHASE_COUNT }, (_, i) => (
          <g key={i} transform={`translate(${LEFT + i * 60}, ${TOP - 16})`}>
            <rect width={10} height={10} fill={phaseColour(i + 1)} stroke={INK} strokeWidth={0.5} />
            <text x={14} y={9} fontSize={10} fill={INK}>
              Phase {i + 1}
            </text>
          </g>
        ))}
      </g>
    </>
  );
  return { table, chart };
}
