import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import type { AssignToCohort, TeamCommand } from './commands.js';
import { teamDecider } from './decide.js';
import type { TeamEvent } from './events.js';

const teamId = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const created: TeamEvent = { type: 'TeamCreated', data: { teamId, code: 'ZX1Q', name: 'Rocket Team', accessToken: 'tok' } };
const inSpring: TeamEvent = { type: 'TeamAssignedToCohort', data: { teamId, cohortTag: 'spring', previousCohortTag: null } };
const openCohort = { exists: true, archived: false };
const assign = (cohortTag: string, cohort = openCohort): AssignToCohort => ({ type: 'AssignToCohort', cohortTag, cohort });

const team = (history: TeamEvent[] = [created]) => given(teamDecider, history);

describe('CreateTeam', () => {
  // Name and code as parseTeamName and parseTeamCode leave them (their tests are validation.test.ts').
  const create: TeamCommand = { type: 'CreateTeam', teamId, code: 'ZX1Q', name: 'Rocket Team', accessToken: 'tok' };

  it('creates the team', () => team([]).when(create).then([created]));
  it('refuses a second creation', () => team().when(create).thenThrows('CONFLICT', 'Team already exists'));
  it('refuses a missing access token', () =>
    team([])
      .when({ ...create, accessToken: '' })
      .thenThrows('BAD_USER_INPUT', 'Access token is required'));
  it('starts at phase 1 with no avatar, cohort or website', () =>
    team([])
      .when(create)
      .thenState((state) => expect(state).toMatchObject({ exists: true, currentPhase: 1, avatarIcon: null, cohortTag: null, websiteUrl: null })));
});

describe('ChangeAvatar', () => {
  const change: TeamCommand = { type: 'ChangeAvatar', avatarIcon: 'rocket.svg' };
  const changed: TeamEvent = { type: 'TeamAvatarChanged', data: { teamId, avatarIcon: 'rocket.svg' } };

  it('changes the avatar', () => team().when(change).then([changed]));
  it('refuses an unknown team', () => team([]).when(change).thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses an unknown icon', () => team().when({ type: 'ChangeAvatar', avatarIcon: '../../etc/passwd' }).thenThrows('BAD_USER_INPUT', 'Unknown avatar icon'));
  it('does nothing for the same icon', () => team([created, changed]).when(change).then([]));
  it('changes again to another icon', () =>
    team([created, changed])
      .when({ type: 'ChangeAvatar', avatarIcon: 'moon.svg' })
      .then([{ type: 'TeamAvatarChanged', data: { teamId, avatarIcon: 'moon.svg' } }]));
});

describe('PhaseDataSaved (old logs)', () => {
  it('is still read: the team is unchanged by it', () =>
    team([created, { type: 'PhaseDataSaved', data: { teamId, phaseNumber: 2, data: { market: 'B2B' } } }])
      .when({ type: 'SetCurrentPhase', currentPhase: 2 })
      .then([{ type: 'TeamAdvanced', data: { teamId, currentPhase: 2 } }]));
});

describe('SetCurrentPhase', () => {
  const set: TeamCommand = { type: 'SetCurrentPhase', currentPhase: 4 };
  const advanced: TeamEvent = { type: 'TeamAdvanced', data: { teamId, currentPhase: 4 } };

  it('sets the phase', () => team().when(set).then([advanced]));
  it('may go back too', () =>
    team([created, advanced])
      .when({ type: 'SetCurrentPhase', currentPhase: 2 })
      .then([{ type: 'TeamAdvanced', data: { teamId, currentPhase: 2 } }]));
  it('refuses an unknown team', () => team([]).when(set).thenThrows('NOT_FOUND', 'Team not found'));
  it('does nothing for the current phase', () => team([created, advanced]).when(set).then([]));
  it('does nothing for phase 1 on a new team', () => team().when({ type: 'SetCurrentPhase', currentPhase: 1 }).then([]));

  describe("with the cohort's hold (a team moving itself)", () => {
    const atFive = [created, { type: 'TeamAdvanced', data: { teamId, currentPhase: 5 } } as TeamEvent];
    it('refuses a move forward past the hold', () =>
      team([created, advanced])
        .when({ type: 'SetCurrentPhase', currentPhase: 5, hold: 4 })
        .thenThrows('CONFLICT', 'Your instructor is holding the room at phase 4; you can continue once they release it'));
    it('allows a move up to the hold', () => team().when({ type: 'SetCurrentPhase', currentPhase: 4, hold: 4 }).then([advanced]));
    it('allows going back from past the hold (the instructor moved the team there)', () =>
      team(atFive).when({ type: 'SetCurrentPhase', currentPhase: 4, hold: 3 }).then([advanced]));
    it('refuses going forward again from past the hold', () =>
      team(atFive).when({ type: 'SetCurrentPhase', currentPhase: 6, hold: 3 }).thenThrows('CONFLICT', 'holding the room at phase 3'));
    it("an instructor's move carries no hold", () =>
      team()
        .when({ type: 'SetCurrentPhase', currentPhase: 8 })
        .then([{ type: 'TeamAdvanced', data: { teamId, currentPhase: 8 } }]));
  });
});

describe('SubmitWebsite', () => {
  const submit: TeamCommand = { type: 'SubmitWebsite', websiteUrl: ' rocket.example.com ' };
  const submitted: TeamEvent = {
    type: 'WebsiteSubmitted',
    data: { teamId, cohortTag: 'spring', websiteUrl: 'https://rocket.example.com' },
  };

  it('submits the normalised URL for the team cohort', () => team([created, inSpring]).when(submit).then([submitted]));
  it('is allowed before phase 8', () =>
    team([created, inSpring])
      .when(submit)
      .thenState((state) => expect(state).toMatchObject({ currentPhase: 1 })));
  it('refuses an unknown team', () => team([]).when(submit).thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses a team outside any cohort', () => team().when(submit).thenThrows('CONFLICT', 'Your team must be in a cohort to submit a website'));
  it('refuses a javascript: URL', () =>
    team([created, inSpring])
      .when({ type: 'SubmitWebsite', websiteUrl: 'javascript:alert(1)' })
      .thenThrows('BAD_USER_INPUT', 'Website URL must be an http or https address'));
  it('refuses a blank URL', () => team([created, inSpring]).when({ type: 'SubmitWebsite', websiteUrl: ' ' }).thenThrows('BAD_USER_INPUT', 'Website URL is required'));
  it('does nothing when the same URL is submitted again', () =>
    team([created, inSpring, submitted]).when({ type: 'SubmitWebsite', websiteUrl: 'https://rocket.example.com' }).then([]));
  it('accepts an updated URL', () =>
    team([created, inSpring, submitted])
      .when({ type: 'SubmitWebsite', websiteUrl: 'rocket.example.com/v2' })
      .then([{ type: 'WebsiteSubmitted', data: { teamId, cohortTag: 'spring', websiteUrl: 'https://rocket.example.com/v2' } }]));
  it('submits the same URL again after moving to another cohort', () =>
    team([created, inSpring, submitted, { type: 'TeamAssignedToCohort', data: { teamId, cohortTag: 'autumn', previousCohortTag: 'spring' } }])
      .when(submit)
      .then([{ type: 'WebsiteSubmitted', data: { teamId, cohortTag: 'autumn', websiteUrl: 'https://rocket.example.com' } }]));
});

describe('AssignToCohort', () => {
  it('assigns a team to a cohort', () => team().when(assign('spring')).then([inSpring]));
  it('moves a team between cohorts, naming the previous one', () =>
    team([created, inSpring])
      .when(assign('autumn'))
      .then([{ type: 'TeamAssignedToCohort', data: { teamId, cohortTag: 'autumn', previousCohortTag: 'spring' } }]));
  it('refuses an unknown team', () => team([]).when(assign('spring')).thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses an unknown cohort', () =>
    team()
      .when(assign('spring', { exists: false, archived: false }))
      .thenThrows('NOT_FOUND', 'Cohort not found'));
  it('refuses an archived cohort', () =>
    team()
      .when(assign('spring', { exists: true, archived: true }))
      .thenThrows('CONFLICT', 'Cohort is archived'));
  it('does nothing when already in that cohort', () => team([created, inSpring]).when(assign('spring')).then([]));
});

describe('UnassignFromCohort', () => {
  const unassign: TeamCommand = { type: 'UnassignFromCohort' };

  it('unassigns, naming the cohort left', () =>
    team([created, inSpring])
      .when(unassign)
      .then([{ type: 'TeamUnassignedFromCohort', data: { teamId, cohortTag: 'spring' } }]));
  it('refuses an unknown team', () => team([]).when(unassign).thenThrows('NOT_FOUND', 'Team not found'));
  it('does nothing when in no cohort', () => team().when(unassign).then([]));
  it('leaves the team unable to submit a website', () =>
    team([created, inSpring, { type: 'TeamUnassignedFromCohort', data: { teamId, cohortTag: 'spring' } }])
      .when({ type: 'SubmitWebsite', websiteUrl: 'example.com' })
      .thenThrows('CONFLICT', 'must be in a cohort'));
});

describe('RequestErasure and EraseTeam', () => {
  const requested: TeamEvent = { type: 'TeamErasureRequested', data: { teamId } };
  const erased: TeamEvent = { type: 'TeamErased', data: { teamId, reason: 'request', cohortTag: null } };

  it('records the request', () => team().when({ type: 'RequestErasure' }).then([requested]));
  it('asks once', () => team([created, requested]).when({ type: 'RequestErasure' }).then([]));
  it('erases a team', () => team([created, requested]).when({ type: 'EraseTeam', reason: 'request' }).then([erased]));
  it("names the team's cohort", () =>
    team([created, inSpring])
      .when({ type: 'EraseTeam', reason: 'retention' })
      .then([{ type: 'TeamErased', data: { teamId, reason: 'retention', cohortTag: 'spring' } }]));
  it('erases an erased team again as a no-op', () => team([created, erased]).when({ type: 'EraseTeam', reason: 'instructor' }).then([]));
  it('refuses an unknown team', () => team([]).when({ type: 'EraseTeam', reason: 'instructor' }).thenThrows('NOT_FOUND', 'Team not found'));
  it('refuses every change of an erased team', () =>
    team([created, erased]).when({ type: 'ChangeAvatar', avatarIcon: 'rocket.svg' }).thenThrows('NOT_FOUND', "This team's data was erased."));
  it('forgets the name and website of an erased team', () =>
    team([created, erased])
      .when({ type: 'EraseTeam', reason: 'instructor' })
      .thenState((state) => expect(state).toMatchObject({ exists: true, erased: true, name: '', websiteUrl: null })));
});
