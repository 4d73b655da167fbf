import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { phaseDocStreamId, type FieldEdit } from '@fit/events';
import { inTransaction, openOrm, type Statement } from '../src/orm.js';
import { RowCache, sendProjected } from '../src/projections/live.js';
import { executeBound, keyString } from '../src/projections/projection.js';
import { phaseDataProjection } from '../src/projections/phase-data/phase-data.projection.js';
import type { StoredEvent } from '../src/store/types.js';
import { createTestDatabase } from './harness.js';

/**
 * A round of typing writes the answers it changed, merged into the row's (the projection's
 * mergesChangedKeys): against the real table, the row must hold exactly what the projection's
 * fold of the round gives, whatever the round did to the answers.
 */
describe("a round of typing merged into a team's stored answers", () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase({ migrated: true });
    drop = db.drop;
    orm = await openOrm(db.url);
  });
  afterAll(async () => {
    await orm.close(true);
    await drop();
  });

  let n = 0;
  /** Stores a row with `data`, projects one round with `edits` on it (the row known to the cache), and reads the row back. */
  async function typed(data: Record<string, string>, edits: Record<string, FieldEdit>) {
    const team = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const stream = phaseDocStreamId(team, 1);
    const start = { team_id: team, phase_number: 1, data, doc: 'AAAA', doc_version: 1, doc_tail_bytes: 0, updated_at: '2026-12-07T22:00:00.000Z' };
    await executeBound(
      orm.em.fork(),
      `insert into phase_data (team_id, phase_number, data, doc, doc_version, doc_tail_bytes, updated_at) values (?, 1, ?::jsonb, ?, 1, 0, ?)`,
      [team, JSON.stringify(data), start.doc, start.updated_at],
    );
    const cache = new RowCache();
    const ks = keyString(phaseDataProjection, start);
    cache.set('phase_data', ks, stream, 1, start);
    const event: StoredEvent = {
      position: '2',
      txId: '2',
      streamId: stream,
      version: 2,
      type: 'PhaseDocUpdated',
      typeVersion: 1,
      data: { teamId: team, phaseNumber: 1, update: 'AAA=', edits },
      metadata: { at: '2026-12-07T23:00:00.000Z' } as StoredEvent['metadata'],
      createdAt: '2026-12-07T23:00:00.000Z',
    };
    const statements: Statement[] = [];
    const remember = await inTransaction(orm, (send) =>
      sendProjected(
        (batch) => {
          statements.push(...batch);
          return send(batch);
        },
        [phaseDataProjection],
        [event],
        [],
        () => {},
        cache,
      ),
    );
    remember();
    const [stored] = await executeBound<{ data: unknown; doc: string; doc_tail_bytes: number }>(
      orm.em.fork(),
      `select data, doc, doc_tail_bytes from phase_data where team_id = ?`,
      [team],
    );
    return { stored, statements, folded: cache.get('phase_data', ks, stream, 2) };
  }

  const long = 'a long answer '.repeat(300);

  it('changes the answer typed in and keeps the others, sending only that answer', async () => {
    const { stored, statements, folded } = await typed({ company_name: 'Acme', product_idea: long }, { company_name: [4, 0, ' Ltd'] });
    expect(stored).toEqual({ data: { company_name: 'Acme Ltd', product_idea: long }, doc: 'AAAA', doc_tail_bytes: 4 });
    // The cache keeps every answer for the next round.
    expect(folded!.data).toEqual(stored!.data);
    // One statement, carrying the answer typed in: not the others, nor the unchanged snapshot.
    expect(statements).toHaveLength(1);
    const [write] = statements;
    expect(write!.sql).toContain('data = phase_data.data || excluded.data');
    expect(JSON.parse(write!.params[0] as string)).toEqual([expect.objectContaining({ data: { company_name: 'Acme Ltd' } })]);
    expect(write!.params.join('')).not.toContain('a long answer');
    expect(write!.sql).not.toContain('doc =');
  });

  it('adds an answer not given before', async () => {
    const { stored } = await typed({ company_name: 'Acme' }, { target_market: [0, 0, 'Cafés'] });
    expect(stored!.data).toEqual({ company_name: 'Acme', target_market: 'Cafés' });
  });

  it('stores a round that leaves every answer as it was (a change undone within it)', async () => {
    const { stored } = await typed({ company_name: 'Acme', product_idea: long }, { company_name: [0, 0, ''] });
    expect(stored).toEqual({ data: { company_name: 'Acme', product_idea: long }, doc: 'AAAA', doc_tail_bytes: 4 });
  });

  it('removes an answer cleared from the document, writing every answer', async () => {
    const { stored, statements } = await typed({ company_name: 'Acme', product_idea: long }, { company_name: null });
    expect(stored!.data).toEqual({ product_idea: long });
    const [write] = statements;
    expect(write!.sql).toContain('data = excluded.data');
    expect(JSON.parse(write!.params[0] as string)).toEqual([expect.objectContaining({ data: { product_idea: long } })]);
  });
});
