import { memo } from 'react';
import type { PhaseSummary } from '@fit/events/session';
import { ChartFigure } from './ChartFigure.tsx';
import { GRID, INK, MUTED } from './palette.ts';
import { mirror } from './scale.ts';
import { useChartLocale } from './useChartLocale.ts';

const W = 960;
const LEFT = 190;
const RIGHT = W - 40;
const ROW = 40;
const BAR = 10;
/** Given, answered, resolved: three greys-to-blue with a distinct pattern of lightness, readable in print. */
const SERIES = [
  { key: 'comments', fill: '#0072B2' },
  { key: 'answered', fill: '#56B4E9' },
  { key: 'resolved', fill: '#000000' },
] as const;

/** Comments given, answered by the team and resolved, per phase. */
export const Feedback = memo(function Feedback({ tag, summaries }: { tag: string; summaries: PhaseSummary[] }) {
  const { intl, rtl, phaseCell, phaseLabel } = useChartLocale();
  const m = mirror(rtl, W);
  const labels = {
    comments: intl.formatMessage({ id: 'session.feedback.legend.comments', defaultMessage: 'Comments' }),
    answered: intl.formatMessage({ id: 'session.feedback.legend.answered', defaultMessage: 'Answered by the team' }),
    resolved: intl.formatMessage({ id: 'session.feedback.legend.resolved', defaultMessage: 'Resolved' }),
  };
  const max = Math.max(1, ...summaries.map((s) => s.comments));
  const x = (n: number) => LEFT + (n / max) * (RIGHT - LEFT);
  const height = 28 + ROW * summaries.length;
  const table = {
    head: [
      intl.formatMessage({ id: 'session.feedback.col.phase', defaultMessage: 'Phase' }),
      intl.formatMessage({ id: 'session.feedback.col.comments', defaultMessage: 'Comments' }),
      intl.formatMessage({ id: 'session.feedback.col.answered', defaultMessage: 'Answered' }),
      intl.formatMessage({ id: 'session.feedback.col.resolved', defaultMessage: 'Resolved' }),
    ],
    csvHead: ['Phase', 'Comments', 'Answered', 'Resolved'],
    rows: summaries.map((s) => [phaseCell(s.phase), s.comments, s.answered, s.resolved]),
  };
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'session.feedback.title', defaultMessage: 'Feedback' })}
      summary={intl.formatMessage({
        id: 'session.feedback.summary',
        defaultMessage: 'Comments given per phase, how many the team answered, and how many are resolved.',
      })}
      fileName={`session-${tag}-feedback`}
      table={table}
    >
      <svg
        viewBox={`0 0 ${W} ${height}`}
        direction={m.direction}
        role="img"
        aria-label={intl.formatMessage({ id: 'session.feedback.image', defaultMessage: 'Feedback per phase (data in the table)' })}
      >
        <rect x={0} y={0} width={W} height={height} fill="#ffffff" />
        {SERIES.map((s, i) => (
          <g key={s.key} transform={`translate(${m.x(LEFT + i * 200)}, 4)`}>
            <rect x={rtl ? -12 : 0} width={12} height={12} fill={s.fill} />
            <text x={m.dx(16)} y={11} fontSize={11} fill={INK}>
              {labels[s.key]}
            </text>
          </g>
        ))}
        {summaries.map((s, i) => {
          const y0 = 24 + i * ROW;
          return (
            <g key={s.phase}>
              <text x={m.x(LEFT - 8)} y={y0 + 20} fontSize={12} textAnchor="end" fill={INK}>
                {phaseLabel(s.phase)}
              </text>
              <line x1={m.x(LEFT)} x2={m.x(LEFT)} y1={y0} y2={y0 + ROW - 6} stroke={GRID} />
              {SERIES.map((ser, j) => (
                <g key={ser.key}>
                  <rect x={m.box(LEFT, x(s[ser.key]) - LEFT)} y={y0 + 2 + j * (BAR + 1)} width={x(s[ser.key]) - LEFT} height={BAR} fill={ser.fill} />
                  <text x={m.x(x(s[ser.key]) + 4)} y={y0 + 11 + j * (BAR + 1)} fontSize={10} fill={MUTED}>
                    {intl.formatNumber(s[ser.key])}
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
