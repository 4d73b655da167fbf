import { describe, expect, it } from 'vitest';
import { phaseDocStreamId, type FieldEdit } from '@fit/events';
import type { Statement } from '../orm.js';
import type { StoredEvent } from '../store/types.js';
import { RowCache, sendProjected } from './live.js';
import { keyString } from './projection.js';
import { phaseDataProjection } from './phase-data/phase-data.projection.js';

const TEAM = '00000000-0000-4000-8000-000000000001';
const STREAM = phaseDocStreamId(TEAM, 1);
const LONG = 'a long answer '.repeat(300);

/** A round of typing stored at `version` of the phase's document stream. */
const round = (version: number, edits: Record<string, FieldEdit>): StoredEvent => ({
  position: String(version),
  txId: String(version),
  streamId: STREAM,
  version,
  type: 'PhaseDocUpdated',
  typeVersion: 1,
  data: { teamId: TEAM, phaseNumber: 1, update: 'AAA=', edits },
  metadata: { at: '2026-12-07T23:00:00.000Z' } as StoredEvent['metadata'],
  createdAt: '2026-12-07T23:00:00.000Z',
});

/** The statements the projection of one round sends, its row known to the cache as of the version before. */
async function sent(edits: Record<string, FieldEdit>) {
  const cache = new RowCache();
  const key = { team_id: TEAM, phase_number: 1 };
  cache.set('phase_data', keyString(phaseDataProjection, key), STREAM, 1, {
    ...key,
    data: { company_name: 'Acme', product_idea: LONG },
    doc: 'AAAA',
    doc_version: 1,
    doc_tail_bytes: 0,
    updated_at: '2026-12-07T22:00:00.000Z',
  });
  const statements: Statement[] = [];
  const remember = await sendProjected(
    async (batch) => {
      statements.push(...batch);
      return batch.map(() => []);
    },
    [phaseDataProjection],
    [round(2, edits)],
    [],
    () => {},
    cache,
  );
  remember();
  return { statements, cached: cache.get('phase_data', keyString(phaseDataProjection, key), STREAM, 2) };
}

describe('a round of typing written to the answers (phase_data)', () => {
  it('sends the answers it changed, merged into the stored ones, not every answer again', async () => {
    const { statements, cached } = await sent({ company_name: [4, 0, ' Ltd'] });
    expect(statements).toHaveLength(1);
    const [write] = statements;
    expect(write!.sql).toContain('data = phase_data.data || excluded.data');
    expect(JSON.parse(write!.params[0] as string)).toEqual([expect.objectContaining({ data: { company_name: 'Acme Ltd' } })]);
    expect(write!.params.join('')).not.toContain('a long answer');
    // The snapshot is not written again either, and the cache keeps every answer for the next round.
    expect(write!.sql).not.toContain('doc =');
    expect(cached?.data).toEqual({ company_name: 'Acme Ltd', product_idea: LONG });
  });

  it('writes every answer when one was removed', async () => {
    const { statements } = await sent({ company_name: null });
    const [write] = statements;
    expect(write!.sql).toContain('data = excluded.data');
    expect(JSON.parse(write!.params[0] as string)).toEqual([expect.objectContaining({ data: { product_idea: LONG } })]);
  });
});
