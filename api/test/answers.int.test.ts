// A phase's answers are exactly its form fields, as text, within their
// limits (events/src/phases/answers.ts), through every door: REST, GraphQL and /collab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { FIELD_MAX_LENGTH, MAX_DOC_STATE_BYTES, MESSAGE_ERROR, MESSAGE_SYNC, collabPath, frame, setFieldValue, stateAsUpdate } from '@fit/events';
import { PhaseDocClient } from '@fit/events/phase-doc/client';
import { cookieSocket, startTestApp, type TestApp } from './harness.js';
import { gql } from './gql.js';
import { makeTeam, type TeamHandle } from './fixtures.js';
import { waitFor } from './faults/processes.js';
import { rebuildReadModels, snapshotReadModels } from '../src/projections/index.js';
import { loadPhaseDoc } from '../src/modules/phase-data/handle.js';

describe('what a phase answer may be', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const events = async (teamId: string, phase: number) =>
    (await app.services.orm.em.fork().execute(`select count(*)::int as n from events where stream_id = ?`, [`phasedoc-${teamId}-${phase}`]))[0].n as number;

  /** Sends one Yjs update over a raw /collab socket and returns the ERROR message's text (or null after an ACK). */
  async function sendOverCollab(team: TeamHandle, phase: number, edit: (doc: Y.Doc) => void): Promise<string | null> {
    const doc = new Y.Doc();
    edit(doc);
    const ws = new WebSocket(app.url.replace('http', 'ws') + collabPath(team.id, phase), { headers: { cookie: team.client.cookieHeader() } });
    await new Promise((ok) => ws.once('open', ok));
    const answer = new Promise<string | null>((ok) =>
      ws.on('message', (d: Buffer) => {
        if (d[0] === MESSAGE_ERROR) ok(d.toString('utf8'));
        if (d[0] === 4) ok(null); // ACK
      }),
    );
    ws.send(frame(MESSAGE_SYNC, (e: encoding.Encoder) => syncProtocol.writeUpdate(e, Y.encodeStateAsUpdate(doc))));
    const result = await answer;
    ws.close();
    return result;
  }

  it('keeps a document saved many times through REST to one server client: it grows with the text, not with the saves', async () => {
    const team = await makeTeam(app, 'Many Saves');
    for (let n = 0; n < 60; n++) {
      const saved = await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { company_name: 'Acme', product_idea: `draft ${n}` } });
      expect(saved.status).toBe(200);
    }
    // The row's snapshot (every 50 versions) and the events after it, as every load reads them.
    const loaded = await loadPhaseDoc(app.services.orm.em.fork(), team.id, 1);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stateAsUpdate(loaded!)!);
    // One client wrote every save (a client per save made the state vector and delete set grow with each).
    expect(Y.decodeStateVector(Y.encodeStateVector(doc)).size).toBe(1);
    expect(doc.getText('field:product_idea').toString()).toBe('draft 59');
  });

  it('REST saves only the phase form fields, as text, each within its kind’s limit', async () => {
    const team = await makeTeam(app, 'Rest Rules');
    const save = (data: unknown, phaseNumber = 1) => team.client.post('/api/phase-data', { teamId: team.id, phaseNumber, data });
    expect(await save({ idea: 'x' })).toMatchObject({ status: 400, body: { message: 'Field "idea" is not part of the phase 1 form' } });
    expect(await save({ hero_offer: 'x' })).toMatchObject({ status: 400, body: { message: 'Field "hero_offer" is not part of the phase 1 form' } });
    expect(await team.client.request('POST', '/api/phase-data', `{"teamId":"${team.id}","phaseNumber":1,"data":{"__proto__":"x"}}`)).toMatchObject({
      status: 400,
      body: { message: 'Field "__proto__" is not part of the phase 1 form' },
    });
    expect(await save({ company_name: ['a'] })).toMatchObject({ status: 400, body: { message: 'Field "company_name" must be text' } });
    expect(await save({ company_name: { a: 'b' } })).toMatchObject({ status: 400, body: { message: 'Field "company_name" must be text' } });
    expect(await save({ company_name: 'x'.repeat(FIELD_MAX_LENGTH.text + 1) })).toMatchObject({
      status: 400,
      body: { message: `Field "company_name" must be at most ${FIELD_MAX_LENGTH.text} characters` },
    });
    expect(await save({ primary_color: '#1E6F5C0' }, 6)).toMatchObject({ status: 400, body: { message: 'Field "primary_color" must be at most 7 characters' } });
    expect(await events(team.id, 1)).toBe(0);
    const full = { company_name: 'x'.repeat(FIELD_MAX_LENGTH.text), product_idea: 'y'.repeat(FIELD_MAX_LENGTH.textarea) };
    expect(await save(full)).toMatchObject({ status: 200, body: { data: full } });
  });

  it('GraphQL refuses the same, with the same messages', async () => {
    const team = await makeTeam(app, 'Graph Rules');
    const save = (d: unknown) =>
      gql(team.client, `mutation($t: ID!, $d: JSONObject!) { savePhaseData(teamId: $t, phaseNumber: 1, data: $d) { data } }`, { t: team.id, d });
    const junk = await save({ idea: 'x' });
    expect(junk.errors?.[0]).toMatchObject({ message: 'Field "idea" is not part of the phase 1 form', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await save({ company_name: ['x'] })).errors?.[0]?.message).toBe('Field "company_name" must be text');
    expect((await save({ geography: 'x'.repeat(301) })).errors?.[0]?.message).toBe('Field "geography" must be at most 300 characters');
    expect((await save({ geography: 'Munich' })).data.savePhaseData).toEqual({ data: { geography: 'Munich' } });
  });

  it('/collab refuses junk the issue found stored, naming the field, and stores none of it; over-long text is stored as nothing', async () => {
    const team = await makeTeam(app, 'Collab Rules');
    const cases: [(d: Y.Doc) => void, string][] = [
      [(d) => setFieldValue(d, 'idea', 'x'), 'Field "idea" is not part of the phase 1 form'],
      [(d) => setFieldValue(d, '__proto__', 'x'), 'Field "__proto__" is not part of the phase 1 form'],
      [(d) => d.getMap('fields').set('company_name', ['a'] as unknown as boolean), 'The entry of field "company_name" must be true'],
      [(d) => d.getMap('fields').set('company_name', new Y.Map() as unknown as boolean), 'The entry of field "company_name" must be true'],
      [(d) => d.getMap('extra').set('a', 'b'), 'Field "extra" is not part of the phase 1 form'],
      [(d) => d.getArray('list').insert(0, ['a']), 'Field "list" is not part of the phase 1 form'],
      [(d) => d.getText('field:company_name').insertEmbed(0, new Y.Map()), 'Field "company_name" must be text'],
    ];
    for (const [edit, message] of cases) expect(await sendOverCollab(team, 1, edit)).toContain(message);
    expect(await events(team.id, 1)).toBe(0);
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).status).toBe(404);
    // Text a page can make, refused for its length, is stored as nothing (the page then drops it
    // and goes on saving, collab-members.int.test.ts): one event, no answer.
    const long = (d: Y.Doc) => setFieldValue(d, 'company_name', 'x'.repeat(FIELD_MAX_LENGTH.text + 1));
    expect(await sendOverCollab(team, 1, long)).toContain('Field "company_name" must be at most 300 characters');
    expect(await events(team.id, 1)).toBe(1);
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).body.data).toEqual({ company_name: '' });
    expect(await sendOverCollab(team, 1, (d) => setFieldValue(d, 'company_name', 'Acme'))).toBeNull();
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).body.data).toEqual({ company_name: 'Acme' });
  });

  it('keeps accepting edits of valid fields in a document stored with junk, and reads show only form fields', async () => {
    const team = await makeTeam(app, 'Legacy Junk');
    // What /collab accepted before the rule: an id not in the form, a nested map, a list root.
    const junk = new Y.Doc();
    setFieldValue(junk, 'idea', 'junk');
    setFieldValue(junk, 'company_name', 'Old name');
    junk.getMap('fields').set('nested', new Y.Map() as unknown as boolean);
    junk.getArray('list').insert(0, ['a']);
    const em = app.services.orm.em.fork();
    await em.execute(`insert into events (stream_id, version, type, type_version, data, metadata) values (?, 1, 'PhaseDocUpdated', 1, ?::jsonb, ?::jsonb)`, [
      `phasedoc-${team.id}-1`,
      JSON.stringify({ teamId: team.id, phaseNumber: 1, update: Buffer.from(Y.encodeStateAsUpdate(junk)).toString('base64') }),
      JSON.stringify({ actor: { kind: 'anonymous' }, requestId: 'legacy', at: new Date().toISOString() }),
    ]);
    await rebuildReadModels(app.services.orm.em.fork());
    app.services.states.clear();
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).body.data).toEqual({ company_name: 'Old name' });
    expect((await team.client.get(`/api/phase-data/${team.id}`)).body[0].data).toEqual({ company_name: 'Old name' });

    const doc = new Y.Doc();
    const cookie = team.client.cookieHeader();
    const member = new PhaseDocClient({ url: app.url.replace('http', 'ws') + collabPath(team.id, 1), doc, WebSocket: cookieSocket(cookie) });
    await waitFor(async () => member.isSynced, 10_000, 'sync');
    setFieldValue(doc, 'company_name', 'New name');
    await waitFor(async () => member.state === 'saved', 10_000, 'saved');
    expect((await team.client.get(`/api/phase-data/${team.id}/1`)).body.data).toEqual({ company_name: 'New name' });
    member.destroy();
    // The REST save of the whole map drops what is not in the form.
    expect((await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { company_name: 'New name', geography: 'Lisbon' } })).status).toBe(200);
    const gqlRead = await gql(team.client, `query($t: ID!) { phaseData(teamId: $t, phaseNumber: 1) { data } }`, { t: team.id });
    expect(gqlRead.data.phaseData.data).toEqual({ company_name: 'New name', geography: 'Lisbon' });
    const live = await snapshotReadModels(app.services.orm.em.fork());
    await rebuildReadModels(app.services.orm.em.fork());
    expect(await snapshotReadModels(app.services.orm.em.fork())).toEqual(live);
  });

  it('refuses a change that would take a document past its size limit, over REST and /collab, and accepts deleting', async () => {
    const team = await makeTeam(app, 'Full Doc');
    // A document at its limit: an answer saved before the limits (its id is no longer in the form).
    const em = app.services.orm.em.fork();
    await em.execute(`insert into events (stream_id, version, type, type_version, data, metadata) values (?, 100, 'PhaseDataSaved', 1, ?::jsonb, ?::jsonb)`, [
      `team-${team.id}`,
      JSON.stringify({ teamId: team.id, phaseNumber: 2, data: { old_notes: 'x'.repeat(MAX_DOC_STATE_BYTES - 200) } }),
      JSON.stringify({ actor: { kind: 'anonymous' }, requestId: 'legacy', at: new Date().toISOString() }),
    ]);
    await rebuildReadModels(app.services.orm.em.fork());
    // Text typed into a document at its limit is refused (the page drops it and says why).
    expect(await sendOverCollab(team, 2, (d) => setFieldValue(d, 'competitors', 'y'.repeat(400)))).toContain(`size limit (${MAX_DOC_STATE_BYTES / 1024} KB`);
    expect((await team.client.get(`/api/phase-data/${team.id}/2`)).body.data).toEqual({ competitors: '' });
    // The REST save holds exactly what the form shows, so it drops the old answer: measured after the change, the document fits.
    const saved = await team.client.post('/api/phase-data', { teamId: team.id, phaseNumber: 2, data: { competitors: 'y'.repeat(400) } });
    expect(saved).toMatchObject({ status: 200, body: { data: { competitors: 'y'.repeat(400) } } });
    expect(await sendOverCollab(team, 2, (d) => setFieldValue(d, 'competitors', 'z'.repeat(400)))).toBeNull();
  });
});
