import { saveBlob } from '../../../lib/download.ts';

/** Saving a chart as the reader wants it: its SVG as drawn, a PNG of it, or its data table as CSV. */

/**
 * head: the column names shown, in the page's language; csvHead: the CSV's column names, in
 * English whatever the page's language, so a spreadsheet built on the export keeps working.
 * Numbers stay numbers (formatted for the reader only when shown).
 */
export type Table = { head: string[]; csvHead?: string[]; rows: (string | number)[][] };

/** A CSV cell: quoted when needed, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
const cell = (v: string | number) => {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (t: Table) => [t.csvHead ?? t.head, ...t.rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

/** The SVG as a standalone file (every colour is an attribute, so it looks the same outside the page). */
export function svgText(svg: SVGSVGElement) {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

export const saveCsv = (t: Table, name: string) => saveBlob(new Blob([toCsv(t)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
export const saveSvg = (svg: SVGSVGElement, name: string) => saveBlob(new Blob([svgText(svg)], { type: 'image/svg+xml' }), `${name}.svg`);

/** A PNG at twice the drawn size, on white (for slides and print). */
export async function savePng(svg: SVGSVGElement, name: string) {
  const { width, height } = svg.viewBox.baseVal;
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(svg))}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (blob) saveBlob(blob, `${name}.png`);
}
