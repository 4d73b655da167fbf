/** Prometheus metrics as the tests read them: with a real parser of the text format. */
import { expect } from 'vitest';
import parsePrometheusTextFormat, { type Family } from 'parse-prometheus-text-format';

/** The sample of a family whose labels include `labels`. */
const sample = (families: Family[], name: string, labels: Record<string, string> = {}) =>
  families.find((f) => f.name === name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
export const value = (families: Family[], name: string, labels: Record<string, string> = {}) => Number(sample(families, name, labels)?.value ?? NaN);
/**
 * A histogram's observation count. The parser folds a histogram's samples into one when they
 * have labels beyond `le` (it follows prom2json for unlabelled ones), so each `<name>_count`
 * series is read on its own, as the counter it is.
 */
export const count = (families: Scraped, name: string, labels: Record<string, string> = {}) => {
  const lines = families.text.split('\n').filter((l) => l.startsWith(`${name}_count`));
  return value(parsePrometheusTextFormat(`# TYPE ${name}_count counter\n${lines.join('\n')}\n`), `${name}_count`, labels) || 0;
};

export type Scraped = Family[] & { text: string };
export async function scrape(url: string, headers: Record<string, string> = {}): Promise<Scraped> {
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  return Object.assign(parsePrometheusTextFormat(text), { text });
}

/** Every sample of a family added up (0 when it has none yet: a counter no label has touched). */
export const total = (families: Family[], name: string) => families.find((f) => f.name === name)?.metrics.reduce((sum, m) => sum + Number(m.value), 0) ?? 0;
