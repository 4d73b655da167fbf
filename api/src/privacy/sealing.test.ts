import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERASED_TEAM_NAME, EMPTY_DOC_UPDATE, type EventMetadata } from '@fit/events';
import { Keyring } from './keyring.js';
import { masterKeyId } from './master-key.js';
import { openData, openMetadata, sealData, sealMetadata, SEALED, subjectsSealedIn, subjectsToSeal } from './sealing.js';

/*
 * Sealing at the store's boundary, without a database: the keyring is given its keys as a
 * prepare would load them (a statement runner answering from a map).
 */

const master = randomBytes(32);
const ring = () => new Keyring({ current: { id: masterKeyId(master), key: master }, byId: new Map([[masterKeyId(master), master]]), source: 'test' });

/** A runner standing in for data_keys: creations are kept, reads answer what is kept. */
function store() {
  const rows = new Map<string, { subject: string; wrapped: string | null; master_key_id: string | null }>();
  const send = async (statements: readonly { sql: string; params: readonly unknown[] }[]) =>
    statements.map((s) => {
      if (s.sql.includes('insert into data_keys')) {
        const made: { subject: string }[] = [];
        for (const r of JSON.parse(s.params[0] as string)) {
          if (rows.has(r.subject)) continue;
          rows.set(r.subject, r);
          made.push({ subject: r.subject });
        }
        return made;
      }
      return (JSON.parse(s.params[0] as string) as string[]).flatMap((subject) => (rows.has(subject) ? [rows.get(subject)!] : []));
    });
  return { rows, send };
}

const team = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const meta = (member?: string): EventMetadata => ({
  actor: member ? { kind: 'team', id: team, member } : { kind: 'team', id: team },
  requestId: 'r',
  at: '2026-11-28T10:00:00.000Z',
});

describe('sealing personal fields', () => {
  it('stores a team name and token sealed, and reads them back', async () => {
    const k = ring();
    const { send, rows } = store();
    const data = { teamId: team, code: 'AB12', name: 'Rocket', accessToken: 'secret-token-value' };
    await k.prepare(send, subjectsToSeal([{ type: 'TeamCreated', data }], meta()), { create: true });
    expect(rows.get(`team:${team}`)?.wrapped).toEqual(expect.any(String));
    const stored = sealData(k, 'TeamCreated', data, meta()) as Record<string, unknown>;
    expect(stored).toMatchObject({ teamId: team, code: 'AB12', [SEALED]: { v: 1, s: [`team:${team}`], f: ['name', 'accessToken'] } });
    expect(JSON.stringify(stored)).not.toMatch(/Rocket|secret-token-value/);
    // Sealing sealed data again changes nothing.
    expect(sealData(k, 'TeamCreated', stored, meta())).toBe(stored);
    // Another process, with its own keyring, reads it after loading the key.
    const other = ring();
    await other.prepare(send, subjectsSealedIn([{ data: stored, metadata: meta() }]));
    expect(openData(other, 'TeamCreated', stored)).toEqual(data);
  });

  it('reads erased values once the key is destroyed', async () => {
    const k = ring();
    const { send, rows } = store();
    const doc = { teamId: team, phaseNumber: 1, update: 'AQID', edits: { idea: [0, 0, 'kettles'] } };
    await k.prepare(send, [`team:${team}`], { create: true });
    const stored = sealData(k, 'PhaseDocUpdated', doc, meta());
    const name = sealData(k, 'TeamCreated', { teamId: team, code: 'AB12', name: 'Rocket', accessToken: 't'.repeat(20) }, meta());
    rows.get(`team:${team}`)!.wrapped = null;
    const after = ring();
    await after.prepare(send, [`team:${team}`]);
    expect(after.isErased(`team:${team}`)).toBe(true);
    expect(openData(after, 'PhaseDocUpdated', stored)).toEqual({ teamId: team, phaseNumber: 1, update: EMPTY_DOC_UPDATE, edits: {} });
    expect(openData(after, 'TeamCreated', name)).toEqual({ teamId: team, code: 'AB12', name: ERASED_TEAM_NAME, accessToken: '' });
    // Nothing new is sealed under a destroyed key: the append is refused.
    expect(() => sealData(after, 'PhaseDocUpdated', doc, meta())).toThrow("This team's data was erased.");
  });

  it("seals an instructor's words under the team's and the instructor's keys: either erasure erases them", async () => {
    const k = ring();
    const { send, rows } = store();
    const data = { threadId: 't', teamId: team, phaseNumber: 1, fieldId: null, author: 'instructor', authorName: 'Ada', text: 'Who pays?' };
    const m: EventMetadata = { actor: { kind: 'admin', id: 'ada' }, requestId: 'r', at: '2026-11-28T10:00:00.000Z' };
    expect(subjectsToSeal([{ type: 'FeedbackCommented', data }], m)).toEqual([`team:${team}`, 'admin:ada']);
    await k.prepare(send, subjectsToSeal([{ type: 'FeedbackCommented', data }], m), { create: true });
    const stored = sealData(k, 'FeedbackCommented', data, m);
    expect(openData(k, 'FeedbackCommented', stored)).toEqual(data);
    rows.get('admin:ada')!.wrapped = null;
    const after = ring();
    await after.prepare(send, subjectsSealedIn([{ data: stored, metadata: m }]));
    expect(openData(after, 'FeedbackCommented', stored)).toMatchObject({ authorName: '', text: '' });
  });

  it("seals a member's name in the metadata, and leaves it out once erased", async () => {
    const k = ring();
    const { send, rows } = store();
    await k.prepare(send, subjectsToSeal([], meta('Bo')), { create: true });
    const stored = sealMetadata(k, meta('Bo'));
    expect(JSON.stringify(stored)).not.toContain('Bo');
    expect(openMetadata(k, stored)).toEqual(meta('Bo'));
    rows.get(`team:${team}`)!.wrapped = null;
    const after = ring();
    await after.prepare(send, subjectsSealedIn([{ data: {}, metadata: stored }]));
    expect(openMetadata(after, stored)).toEqual(meta());
  });

  it('refuses a sealed value that was changed (authenticated encryption), and one sealed for another event type', async () => {
    const k = ring();
    const { send } = store();
    await k.prepare(send, [`team:${team}`], { create: true });
    const stored = sealData(k, 'WebsiteSubmitted', { teamId: team, cohortTag: 'c', websiteUrl: 'https://a.example' }, meta()) as Record<string, any>;
    const bytes = Buffer.from(stored[SEALED].c, 'base64');
    bytes[bytes.length - 20] ^= 1;
    expect(() => openData(k, 'WebsiteSubmitted', { ...stored, [SEALED]: { ...stored[SEALED], c: bytes.toString('base64') } })).toThrow();
    expect(() => openData(k, 'PhaseDataSaved', stored)).toThrow();
  });

  it('leaves events without personal fields as they are, and seals nothing when sealing is off', async () => {
    const k = ring();
    const ballot = { cohortTag: 'c', voterTeamId: team, votes: [], receipt: 'R' };
    expect(sealData(k, 'BallotCast', ballot, meta())).toBe(ballot);
    const off = new Keyring(k.master, { sealing: false });
    const data = { teamId: team, cohortTag: 'c', websiteUrl: 'https://a.example' };
    await off.prepare(store().send, [`team:${team}`], { create: true });
    expect(sealData(off, 'WebsiteSubmitted', data, meta())).toBe(data);
  });

  it('unwraps a key wrapped by a retired master key, and not without it', async () => {
    const k = ring();
    const { send, rows } = store();
    await k.prepare(send, [`team:${team}`], { create: true });
    const next = randomBytes(32);
    const rotated = new Keyring({
      current: { id: masterKeyId(next), key: next },
      byId: new Map([
        [masterKeyId(next), next],
        [masterKeyId(master), master],
      ]),
      source: 'test',
    });
    await rotated.prepare(send, [`team:${team}`]);
    expect(rotated.keyOf(`team:${team}`)).toEqual(k.keyOf(`team:${team}`));
    const without = new Keyring({ current: { id: masterKeyId(next), key: next }, byId: new Map([[masterKeyId(next), next]]), source: 'test' });
    await expect(without.prepare(send, [`team:${team}`])).rejects.toThrow(/not configured/);
    expect(rows.size).toBe(1);
  });
});
