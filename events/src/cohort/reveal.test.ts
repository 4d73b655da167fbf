import { describe, expect, it } from 'vitest';
import { rehearsalResults } from './reveal.js';

describe('rehearsalResults', () => {
  it('ranks fictional sample teams only, enough for a podium', () => {
    const rows = rehearsalResults();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.teamName.startsWith('Sample Team ') && r.websiteUrl === null)).toBe(true);
    expect(rows.map((r) => r.rank)).toEqual([...rows.map((r) => r.rank)].sort((a, b) => a - b));
    expect(rows[0]!.rank).toBe(1);
  });
});
