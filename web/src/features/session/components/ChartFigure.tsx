import { memo, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { savePng, saveCsv, saveSvg, type Table } from './exporting.ts';
import * as styles from './SessionView.css.ts';

interface ChartFigureProps {
  title: string;
  /** One sentence on what the chart shows, read before it. */
  summary: string;
  /** File name without extension for the exports. */
  fileName: string;
  table: Table;
  /** The chart: one <svg> with a viewBox. */
  children: ReactNode;
}

/**
 * A chart with its data table beside it (what a screen reader or keyboard user reads; the
 * drawing itself is one labelled image) and its exports: PNG, SVG, CSV.
 */
export function ChartFigure({ title, summary, fileName, table, children }: ChartFigureProps) {
  const intl = useIntl();
  const headingId = useId();
  const drawing = useRef<HTMLDivElement>(null);
  const svg = () => drawing.current?.querySelector('svg') ?? null;
  return (
    <section className={styles.figure} aria-labelledby={headingId}>
      <div className={styles.figureHead}>
        <h2 id={headingId} className={styles.figureTitle}>
          {title}
        </h2>
        <div className={styles.exports} role="group" aria-label={intl.formatMessage({ id: 'session.chart.export', defaultMessage: 'Export {title}' }, { title })}>
          <Button size="sm" variant="secondary" onClick={() => svg() && void savePng(svg()!, fileName)}>
            PNG
          </Button>
          <Button size="sm" variant="secondary" onClick={() => svg() && saveSvg(svg()!, fileName)}>
            SVG
          </Button>
          <Button size="sm" variant="secondary" onClick={() => saveCsv(table, fileName)}>
            CSV
          </Button>
        </div>
      </div>
      <p className={styles.summary}>{summary}</p>
      <div className={styles.figureBody}>
        <div ref={drawing} className={styles.drawing}>
          {children}
        </div>
        <DataTable title={title} table={table} />
      </div>
    </section>
  );
}

/** The table (memoised: a slider move redraws a chart's cursor, never its table). */
const DataTable = memo(function DataTable({ title, table }: { title: string; table: Table }) {
  const intl = useIntl();
  const shown = (c: string | number) => (typeof c === 'number' ? intl.formatNumber(c) : c);
  return (
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'session.chart.dataTable', defaultMessage: '{title}: data table' }, { title })}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {shown(c)}
                  </th>
                ) : (
                  <td key={j}>{shown(c)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
