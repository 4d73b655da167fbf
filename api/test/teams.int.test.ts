import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, nextCode, type TestApp } from './harness.js';
import { TeamEntity } from '../src/projections/teams/team.entity.js';
import { findTeamById } from '../src/modules/teams/teams.read.js';

describe('teams over REST', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates a team with a secure token, starts its session, and finds it by code', async () => {
    const c = app.client();
    const code = nextCode();
    const created = await c.post('/api/teams', { name: '  Rocket Crew ', code: code.toLowerCase() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code, name: 'Rocket Crew', currentPhase: 1, cohortTag: null, avatarIcon: null, submittedWebsiteUrl: null });
    expect(created.body.accessToken).toMatch(/^[\w-]{32}$/);
    expect((await c.get('/api/auth/team/status')).body.teamId).toBe(created.body.id);

    const own = await c.get(`/api/teams/${code}`);
    // The creation answer (built from the event) is exactly what the read model then serves.
    expect(own.body).toEqual(created.body);
    const stranger = await app.client().get(`/api/teams/${code.toLowerCase()}`);
    expect(stranger.status).toBe(200);
    expect(stranger.body.id).toBe(created.body.id);
    expect(stranger.body).not.toHaveProperty('accessToken');
  });

  // Hot reads map a team's row themselves (entityFromRow), without the ORM: what they give must be what the ORM gives.
  it('reads a team exactly as the ORM maps it', async () => {
    const c = app.client();
    const created = (await c.post('/api/teams', { name: 'Mapped', code: nextCode() })).body;
    expect((await c.patch(`/api/teams/${created.id}/avatar`, { avatarIcon: 'rocket.svg' })).status).toBe(200);
    const em = app.services.orm.em.fork();
    const ours = await findTeamById(em, created.id);
    const orms = await app.services.orm.em.fork().findOneOrFail(TeamEntity, created.id);
    expect(ours).toEqual({ ...orms });
    expect(ours!.createdAt).toBeInstanceOf(Date);
    expect(ours!.avatarIcon).toBe('rocket.svg');
    expect(ours!.cohortTag).toBeNull();
  });

  it('refuses bad names and codes, and a taken code, with clear 4xx messages', async () => {
    const c = app.client();
    expect(await c.post('/api/teams', { name: '   ', code: nextCode() })).toMatchObject({ status: 400, body: { message: 'Team name is required' } });
    expect((await c.post('/api/teams', { name: 'X', code: 'AB!' })).status).toBe(400);
    expect((await c.post('/api/teams', { name: 'X', code: 12 })).status).toBe(400);
    expect((await c.post('/api/teams', [])).status).toBe(400);
    const code = nextCode();
    expect((await c.post('/api/teams', { name: 'First', code })).status).toBe(201);
    const dup = await c.post('/api/teams', { name: 'Second', code });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already taken/);
    expect((await c.get('/api/teams/ZZZZ')).status).toBe(404);
    expect((await c.get('/api/teams/TOOLONG')).status).toBe(400);
  });

  it('sets the phase, the avatar and the website with validation', async () => {
    const c = app.client();
    const { body: team } = await c.post('/api/teams', { name: 'Nova', code: nextCode() });
    expect((await c.patch(`/api/teams/${team.id}/phase`, { currentPhase: 3 })).body.currentPhase).toBe(3);
    for (const bad of [0, 9, 2.5, 'x', null]) expect((await c.patch(`/api/teams/${team.id}/phase`, { currentPhase: bad })).status).toBe(400);
    expect((await c.patch(`/api/teams/${team.id}/avatar`, { avatarIcon: 'rocket.svg' })).body.avatarIcon).toBe('rocket.svg');
    expect((await c.patch(`/api/teams/${team.id}/avatar`, { avatarIcon: '../etc/passwd' })).status).toBe(400);
    expect((await c.patch('/api/teams/not-a-uuid/phase', { currentPhase: 2 })).status).toBe(400);
    // Another team's id is refused before anything is looked up; an instructor learns it does not exist.
    expect((await c.patch('/api/teams/00000000-0000-4000-8000-000000000000/phase', { currentPhase: 2 })).status).toBe(403);
    expect((await (await app.admin()).patch('/api/teams/00000000-0000-4000-8000-000000000000/phase', { currentPhase: 2 })).status).toBe(404);
    // Not in a cohort yet: a website can't be submitted.
    expect((await c.patch(`/api/teams/${team.id}/website`, { websiteUrl: 'nova.example' })).status).toBe(409);
  });

  it('finds a team by code as stored right after each change (the answer is kept per process)', async () => {
    const c = app.client();
    const admin = await app.admin();
    const { body: team } = await c.post('/api/teams', { name: 'Kept', code: nextCode() });
    const lookup = async () => (await app.client().get(`/api/teams/${team.code}`)).body;
    expect(await lookup()).toMatchObject({ currentPhase: 1, avatarIcon: null, cohortTag: null });
    await c.patch(`/api/teams/${team.id}/phase`, { currentPhase: 5 });
    expect(await lookup()).toMatchObject({ currentPhase: 5 });
    await c.patch(`/api/teams/${team.id}/avatar`, { avatarIcon: 'rocket.svg' });
    expect(await lookup()).toMatchObject({ avatarIcon: 'rocket.svg' });
    await admin.post('/api/admin/cohorts', { tag: 'kept', name: 'Kept' });
    await admin.post('/api/admin/cohorts/kept/teams', { teamIds: [team.id] });
    expect(await lookup()).toMatchObject({ cohortTag: 'kept' });
    const saved = await c.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { company_name: 'Kept Co' } });
    expect(saved.status).toBe(200);
    expect((await lookup()).updatedAt).toBe((await c.get(`/api/teams/${team.code}`)).body.updatedAt);
    expect(Date.parse((await lookup()).updatedAt)).toBeGreaterThan(Date.parse(team.updatedAt));
    // A code nobody has yet is not remembered as missing: the team made next is found.
    const code = nextCode();
    expect((await app.client().get(`/api/teams/${code}`)).status).toBe(404);
    await app.client().post('/api/teams', { name: 'Late', code });
    expect((await app.client().get(`/api/teams/${code}`)).status).toBe(200);
  });

  it('lists all teams only for admins, with tokens', async () => {
    expect((await app.client().get('/api/teams')).status).toBe(401);
    const admin = await app.admin();
    const list = await admin.get('/api/teams');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body[0].accessToken).toBeTruthy();
  });

  it('saves phase data, ignores an identical autosave, and reads it back', async () => {
    const c = app.client();
    const { body: team } = await c.post('/api/teams', { name: 'Data', code: nextCode() });
    const saved = await c.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { company_name: 'Acme', product_idea: '<b>hi</b>' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ teamId: team.id, phaseNumber: 1, data: { company_name: 'Acme', product_idea: '<b>hi</b>' } });
    const again = await c.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data: { company_name: 'Acme', product_idea: '<b>hi</b>' } });
    expect(again.status).toBe(200);
    const events = await app.services.orm.em
      .fork()
      .execute(`select count(*)::int as n from events where stream_id = ? and type = 'PhaseDocUpdated'`, [`phasedoc-${team.id}-1`]);
    expect(events[0].n).toBe(1);
    expect((await c.get(`/api/phase-data/${team.id}/1`)).body.data.company_name).toBe('Acme');
    expect((await c.get(`/api/phase-data/${team.id}/2`)).status).toBe(404);
    expect((await c.get(`/api/phase-data/${team.id}`)).body).toHaveLength(1);
    for (const data of [null, [], 'text', { a: 1 }, { a: { b: 'c' } }]) {
      expect((await c.post('/api/phase-data', { teamId: team.id, phaseNumber: 1, data })).status).toBe(400);
    }
    expect((await c.post('/api/phase-data', { teamId: team.id, phaseNumber: 9, data: {} })).status).toBe(400);
    expect((await c.get(`/api/phase-data/${team.id}/0`)).status).toBe(400);
  });

  it('serves every phase config and 404s outside 1..8', async () => {
    const c = app.client();
    for (let n = 1; n <= 8; n++) {
      const res = await c.get(`/api/configs/phase-${n}`);
      expect(res.status).toBe(200);
      expect(res.body.phase).toBe(n);
    }
    expect((await c.get('/api/configs/phase-9')).status).toBe(404);
    expect((await c.get('/api/configs/phase-0')).status).toBe(404);
    expect((await c.get('/api/configs/whatever')).status).toBe(404);
  });
});
