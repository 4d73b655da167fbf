import { describe, expect, it } from 'vitest';
import type { EventMetadata, TeamEvent } from '@fit/events';
import type { StoredEvent } from '../store/types.js';
import { defineProjection, type Stored } from './projection.js';
import { phaseDataProjection } from './phase-data/phase-data.projection.js';
import { teamsProjection } from './teams/teams.projection.js';
import type { TeamRow } from './teams/team.entity.js';

const teamId = '33333333-3333-4333-8333-333333333333';
const stored = <E extends { type: string; data: unknown }>(e: E, at = '2026-11-23T10:00:00.000Z') => ({
  ...e,
  position: '1',
  txId: '1',
  streamId: `team-${teamId}`,
  version: 1,
  typeVersion: 1,
  metadata: { at } as EventMetadata,
  createdAt: at,
});

describe('a projection typed on its event union', () => {
  it('handles exactly the events whose handler is not null', () => {
    expect([...phaseDataProjection.handles].sort()).toEqual(['PhaseDataSaved', 'PhaseDocUpdated', 'TeamErased']);
    expect([...teamsProjection.handles].sort()).toEqual([
      'PhaseDataSaved',
      'PhaseDocUpdated',
      'TeamAdvanced',
      'TeamAssignedToCohort',
      'TeamAvatarChanged',
      'TeamCreated',
      'TeamErased',
      'TeamErasureRequested',
      'TeamUnassignedFromCohort',
      'WebsiteSubmitted',
    ]);
  });

  it('accepts a stored event only when it handles its type', () => {
    const created: StoredEvent = stored({ type: 'TeamCreated', data: { teamId, code: 'AB12', name: 'Crew', accessToken: 't' } });
    expect(teamsProjection.accepts(created)).toBe(true);
    expect(phaseDataProjection.accepts(created)).toBe(false);
  });

  it("folds a team row whose columns are the table's", () => {
    const events: Stored<TeamEvent>[] = [
      stored({ type: 'TeamCreated', data: { teamId, code: 'AB12', name: 'Crew', accessToken: 't' } }),
      stored({ type: 'TeamAvatarChanged', data: { teamId, avatarIcon: 'owl.svg' } }, '2026-11-23T10:01:00.000Z'),
      stored({ type: 'TeamAssignedToCohort', data: { teamId, cohortTag: 'demo', previousCohortTag: null } }, '2026-11-23T10:02:00.000Z'),
      stored({ type: 'TeamAdvanced', data: { teamId, currentPhase: 3 } }, '2026-11-23T10:03:00.000Z'),
    ];
    const row = events.reduce<TeamRow | null>((r, e) => teamsProjection.evolve(r, e, { id: teamId }), null);
    expect(row).toEqual({
      id: teamId,
      code: 'AB12',
      name: 'Crew',
      avatar_icon: 'owl.svg',
      current_phase: 3,
      cohort_tag: 'demo',
      access_token: 't',
      submitted_website_url: null,
      erased_at: null,
      erasure_requested_at: null,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:03:00.000Z',
    });
  });

  it('refuses, at compile time, a handler map that forgets an event of the union', () => {
    const define = () =>
      defineProjection<TeamEvent, TeamRow>()({
        name: 'forgetful',
        table: 'teams',
        keyColumns: ['id'],
        // @ts-expect-error TeamUnassignedFromCohort has neither a handler nor null
        on: {
          TeamCreated: null,
          TeamAvatarChanged: null,
          PhaseDataSaved: null,
          TeamAdvanced: null,
          WebsiteSubmitted: null,
          TeamAssignedToCohort: (row) => row,
        },
        keysOf: (e) => [{ id: e.data.teamId }],
      });
    expect([...define().handles]).toEqual(['TeamAssignedToCohort']);
  });
});
