import { memo, useMemo } from 'react';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import { agendaAt, type PhaseSpan, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { INK, phaseColour, textOn } from './palette.ts';
import { rowName, TimeFrame } from './TimeFrame.tsx';
import { clock, minutes, mirror, timeScale } from './scale.ts';
import { useChartLocale, type ChartLocale } from './useChartLocale.ts';

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
function agendaLayer(session: SessionData, to: number, { intl }: ChartLocale) {
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
      const label =
        a.type === 'TeamsBrought'
          ? intl.formatMessage({ id: 'session.timeline.brought', defaultMessage: 'Bring → {phase, number}' }, { phase: a.data.phase })
          : a.type === 'HoldSet'
            ? intl.formatMessage({ id: 'session.timeline.hold', defaultMessage: 'Hold at {phase, number}' }, { phase: a.data.phase })
            : intl.formatMessage({ id: 'session.timeline.released', defaultMessage: 'Hold released' });
      return { at: Date.parse(m.at), label };
    });
  return { planned, moments };
}

/** Each team a row, time across, coloured by phase; the agenda's plan above, bring and hold marked. */
export const Timeline = memo(function Timeline({ session, spans, from, to, cursor }: TimelineProps) {
  const loc = useChartLocale();
  const { intl } = loc;
  const drawn = useMemo(() => draw(session, spans, from, to, loc), [session, spans, from, to, loc]);
  const height = TOP + ROW * (session.teams.length + 1) + 24;
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'session.timeline.title', defaultMessage: 'Timeline' })}
      summary={intl.formatMessage({
        id: 'session.timeline.summary',
        defaultMessage: "Each team a row, time across, coloured and numbered by phase; the agenda's plan on top; bring and hold moments as dashed lines.",
      })}
      fileName={`session-${session.cohortTag}-timeline`}
      table={drawn.table}
    >
      <TimeFrame
        loc={loc}
        width={W}
        height={height}
        left={LEFT}
        right={RIGHT}
        top={TOP - 4}
        bottom={20}
        from={from}
        to={to}
        cursor={cursor}
        label={intl.formatMessage({
          id: 'session.timeline.image',
          defaultMessage: "Timeline of each team's phases against the agenda (data in the table)",
        })}
      >
        {drawn.chart}
      </TimeFrame>
    </ChartFigure>
  );
});

/** Everything but the cursor: drawn again only when the session or its span changes, not on every slider move. */
function draw(session: SessionData, spans: Map<string, PhaseSpan[]>, from: number, to: number, loc: ChartLocale) {
  const { intl, phaseCell } = loc;
  const { x } = timeScale(from, to, LEFT, RIGHT);
  const m = mirror(loc.rtl, W);
  const { planned, moments } = agendaLayer(session, to, loc);
  const height = TOP + ROW * (session.teams.length + 1) + 24;
  const planLabel = intl.formatMessage({ id: 'session.timeline.plan', defaultMessage: 'Agenda plan' });
  const agendaLabel = intl.formatMessage({ id: 'session.timeline.agenda', defaultMessage: 'Agenda' });
  const table = {
    head: [
      intl.formatMessage({ id: 'session.timeline.col.row', defaultMessage: 'Row' }),
      intl.formatMessage({ id: 'session.timeline.col.phase', defaultMessage: 'Phase' }),
      intl.formatMessage({ id: 'session.timeline.col.from', defaultMessage: 'From' }),
      intl.formatMessage({ id: 'session.timeline.col.to', defaultMessage: 'To' }),
      intl.formatMessage({ id: 'session.timeline.col.minutes', defaultMessage: 'Minutes' }),
    ],
    csvHead: ['Row', 'Phase', 'From', 'To', 'Minutes'],
    rows: [
      ...planned.map((p) => [planLabel, phaseCell(p.phase), clock(intl, p.from), clock(intl, p.to), minutes(p.to - p.from)]),
      ...moments.map((mo) => [agendaLabel, mo.label, clock(intl, mo.at), '', '']),
      ...session.teams.flatMap((t) =>
        (spans.get(t.teamId) ?? []).map((s) => [t.name, phaseCell(s.phase), clock(intl, s.from), clock(intl, s.to), minutes(s.to - s.from)]),
      ),
    ],
  };
  const y = (i: number) => TOP + ROW * (i + 1);
  /** A box from time a to time b, mirrored with the page. */
  const span = (a: number, b: number) => {
    const width = Math.max(1, x(b) - x(a));
    return { x: m.box(x(a), width), width };
  };
  const chart = (
    <>
      <text x={m.x(LEFT - 6)} y={TOP + 14} fontSize={12} textAnchor="end" fill={INK} fontWeight={600}>
        {planLabel}
      </text>
      {planned.map((p, i) => (
        <g key={i}>
          <rect {...span(p.from, p.to)} y={TOP + 2} height={ROW - 4} fill={phaseColour(p.phase)} stroke={INK} strokeWidth={1} opacity={0.85} />
          {x(p.to) - x(p.from) > 14 && (
            <text x={m.x((x(p.from) + x(p.to)) / 2)} y={TOP + 14} fontSize={11} textAnchor="middle" fill={textOn(p.phase)}>
              {intl.formatNumber(p.phase)}
            </text>
          )}
        </g>
      ))}
      {session.teams.map((team, i) => (
        <g key={team.teamId}>
          <text x={m.x(LEFT - 6)} y={y(i) + 14} fontSize={12} textAnchor="end" fill={INK}>
            {rowName(team.name)}
          </text>
          {(spans.get(team.teamId) ?? []).map((s, j) => (
            <g key={j}>
              <rect {...span(s.from, s.to)} y={y(i) + 2} height={ROW - 4} fill={phaseColour(s.phase)} />
              {x(s.to) - x(s.from) > 14 && (
                <text x={m.x((x(s.from) + x(s.to)) / 2)} y={y(i) + 14} fontSize={11} textAnchor="middle" fill={textOn(s.phase)}>
                  {intl.formatNumber(s.phase)}
                </text>
              )}
            </g>
          ))}
        </g>
      ))}
      {moments.map((mo, i) => (
        <g key={i}>
          <line x1={m.x(x(mo.at))} x2={m.x(x(mo.at))} y1={TOP - 4} y2={height - 20} stroke={INK} strokeDasharray="4 3" />
          <text x={m.x(x(mo.at) + 3)} y={12 + (i % 2) * 14} fontSize={11} fill={INK}>
            {mo.label}
          </text>
        </g>
      ))}
      <g aria-hidden="true">
        {Array.from({ length: PHASE_COUNT }, (_, i) => (
          <g key={i} transform={`translate(${m.x(LEFT + i * 60)}, ${TOP - 16})`}>
            <rect x={loc.rtl ? -10 : 0} width={10} height={10} fill={phaseColour(i + 1)} stroke={INK} strokeWidth={0.5} />
            <text x={m.dx(14)} y={9} fontSize={10} fill={INK}>
              {intl.formatMessage({ id: 'session.timeline.legend', defaultMessage: 'Phase {number, number}' }, { number: i + 1 })}
            </text>
          </g>
        ))}
      </g>
    </>
  );
  return { table, chart };
}
