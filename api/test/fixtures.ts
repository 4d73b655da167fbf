import { getPhaseConfig } from '@fit/events';
import { nextCode, type TestApp, type TestClient } from './harness.js';

/** A long-text field of phase n's form, for tests that save answers to any phase (only form fields are stored). */
export const answerField = (phase: number): string => getPhaseConfig(phase)!.fields.find((f) => f.type === 'textarea')!.id;

export interface TeamHandle {
  client: TestClient;
  id: string;
  code: string;
  name: string;
  accessToken: string;
}

/** A team created from its own browser (so its client holds the team session). */
export async function makeTeam(app: TestApp, name: string): Promise<TeamHandle> {
  const client = app.client();
  const res = await client.post('/api/teams', { name, code: nextCode() });
  if (res.status !== 201) throw new Error(`create team: ${res.status} ${res.text}`);
  return { client, id: res.body.id, code: res.body.code, name, accessToken: res.body.accessToken };
}

/** A cohort with n teams, all assigned and with submitted websites. */
export async function makeCohort(app: TestApp, admin: TestClient, tag: string, n: number, opts: { submit?: boolean } = {}) {
  const created = await admin.post('/api/admin/cohorts', { tag, name: `Cohort ${tag}`, description: 'Spring programme' });
  if (created.status !== 201) throw new Error(`create cohort: ${created.status} ${created.text}`);
  const teams: TeamHandle[] = [];
  for (let i = 0; i < n; i++) teams.push(await makeTeam(app, `Team ${String.fromCharCode(65 + i)} ${tag}`));
  const assigned = await admin.post(`/api/admin/cohorts/${tag}/teams`, { teamIds: teams.map((t) => t.id) });
  if (assigned.status !== 200) throw new Error(`assign: ${assigned.status} ${assigned.text}`);
  if (opts.submit !== false) {
    for (const t of teams) {
      const r = await t.client.patch(`/api/teams/${t.id}/website`, { websiteUrl: `${t.code.toLowerCase()}.example.com` });
      if (r.status !== 200) throw new Error(`website: ${r.status} ${r.text}`);
    }
  }
  return teams;
}

export const ballot = (...ids: string[]) => ({ votes: ids.map((id, i) => ({ voted_for_team_id: id, rank: i + 1 })) });
