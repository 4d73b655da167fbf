import { memo, useMemo } from 'react';
import { MINUTE_MS, type SessionData } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, SCALE } from './palette.ts';
import { rowName, TimeFrame } from './TimeFrame.tsx';
import { clock, mirror, timeScale, type Mirror } from './scale.ts';
import { useChartLocale, type ChartLocale } from './useChartLocale.ts';

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
/** Shades of the one hue, lightest (a few edits) to full (the busiest cell): five steps read apart in print too. */
const LEVELS = [0.2, 0.4, 0.6, 0.8, 1];

/**
 * One path per shade for a team's row (a cell is a rectangle in the path of its shade): a full
 * day is thousands of cells, and a few paths draw and update far faster than a rect each.
 */
function levelPaths(cols: number[], max: number, xAt: (c: number) => number, top: number, m: Mirror): string[] {
  const paths = LEVELS.map(() => '');
  cols.forEach((n, c) => {
    if (n <= 0) return;
    const level = Math.min(LEVELS.length - 1, Math.floor((n / max) * LEVELS.length));
    const x0 = Math.min(RIGHT - 1, xAt(c));
    // The last bucket may run past the session's end: it stops at the chart's edge.
    const w = Math.max(1, Math.min(RIGHT, xAt(c + 1)) - x0);
    paths[level] += `M${m.box(x0, w).toFixed(1)},${top}h${w.toFixed(1)}v${ROW - 2}h${(-w).toFixed(1)}z`;
  });
  return paths;
}

/** At most this many columns: a long day is drawn in buckets of several minutes. */
const MAX_COLUMNS = 160;

/** Edits per minute per team as a heat strip (darker: more edits); a silent team is an empty row. */
export const Activity = memo(function Activity({ session, from, to, cursor }: ActivityProps) {
  const loc = useChartLocale();
  const { intl } = loc;
  const drawn = useMemo(() => draw(session, from, to, loc), [session, from, to, loc]);
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'session.activity.title', defaultMessage: 'Activity' })}
      summary={drawn.summary}
      fileName={`session-${session.cohortTag}-activity`}
      table={drawn.table}
    >
      <TimeFrame
        loc={loc}
        width={W}
        height={drawn.height}
        left={LEFT}
        right={RIGHT}
        top={TOP}
        bottom={22}
        from={from}
        to={to}
        cursor={cursor}
        label={intl.formatMessage({ id: 'session.activity.image', defaultMessage: 'Edits per minute per team (data in the table)' })}
      >
        {drawn.chart}
      </TimeFrame>
    </ChartFigure>
  );
});

/** Everything but the cursor, drawn again only when the session or its span changes. */
function draw(session: SessionData, from: number, to: number, { intl, rtl }: ChartLocale) {
  const { x } = timeScale(from, to, LEFT, RIGHT);
  const m = mirror(rtl, W);
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
  const none = intl.formatMessage({ id: 'session.activity.noEdit', defaultMessage: 'none' });
  const table = {
    head: [
      intl.formatMessage({ id: 'session.activity.col.team', defaultMessage: 'Team' }),
      intl.formatMessage({ id: 'session.activity.col.edits', defaultMessage: 'Edits' }),
      intl.formatMessage({ id: 'session.activity.col.busiest', defaultMessage: 'Busiest minute' }),
      intl.formatMessage({ id: 'session.activity.col.active', defaultMessage: 'Active minutes' }),
      intl.formatMessage({ id: 'session.activity.col.last', defaultMessage: 'Last edit' }),
    ],
    csvHead: ['Team', 'Edits', 'Busiest minute', 'Active minutes', 'Last edit'],
    rows: rows.map(({ team, per }) => {
      const total = per.reduce((a, b) => a + b, 0);
      const lastIdx = per.findLastIndex((n) => n > 0);
      return [team.name, total, Math.max(0, ...per), per.filter((n) => n > 0).length, lastIdx < 0 ? none : clock(intl, first + lastIdx * MINUTE_MS)];
    }),
  };
  const summary = intl.formatMessage(
    {
      id: 'session.activity.summary',
      defaultMessage:
        'Edits per {bucket, plural, one {minute} other {# minutes}} per team, from co-editing and saves: the darker the cell, the busier; a blank row is a silent team.',
    },
    { bucket },
  );
  const chart = (
    <>
      {rows.map(({ team, cols, per }, i) => {
        const y = TOP + i * ROW;
        const total = per.reduce((a, b) => a + b, 0);
        return (
          <g key={team.teamId}>
            <text x={m.x(LEFT - 6)} y={y + 12} fontSize={11} textAnchor="end" fill={INK}>
              {rowName(team.name)}
            </text>
            <rect x={m.box(LEFT, RIGHT - LEFT)} y={y + 1} width={RIGHT - LEFT} height={ROW - 2} fill="none" stroke={GRID} />
            {levelPaths(cols, max, (c) => x(first + c * bucket * MINUTE_MS), y + 1, m).map((d, level) =>
              d ? <path key={level} d={d} fill={SCALE} fillOpacity={LEVELS[level]} /> : null,
            )}
            <text x={m.x(RIGHT + 6)} y={y + 12} fontSize={11} fill={INK}>
              {intl.formatNumber(total)}
            </text>
          </g>
        );
      })}
    </>
  );
  return { summary, table, chart, height };
}
