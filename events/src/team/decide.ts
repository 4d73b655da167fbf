/**
 * The team aggregate: creation, avatar, phase work, website submission and cohort membership.
 * The stream is one team's (teamStreamId); every command but CreateTeam needs the team to exist.
 * Commands arrive parsed (names, codes, phase numbers, cohort tags: the api's handlers call the
 * shared parsers once); the website URL is the exception, see SubmitWebsite.
 */
import { isAvatarIcon } from '../shared/avatars.js';
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import { MIN_PHASE } from '../shared/constants.js';
import { normaliseWebsiteUrl } from '../shared/validation.js';
import { holdRefusal } from '../agenda/clock.js';
import type { TeamCommand } from './commands.js';
import type { TeamEvent } from './events.js';
import type { TeamState } from './state.js';

type ExistingTeam = Extract<TeamState, { exists: true }>;

export const ERASED_TEAM_MESSAGE = "This team's data was erased.";

function existing(state: TeamState): ExistingTeam {
  if (!state.exists) throw notFound('Team not found');
  if (state.erased) throw notFound(ERASED_TEAM_MESSAGE);
  return state;
}

function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'CreateTeam': {
      if (state.exists) throw conflict('Team already exists');
      if (typeof command.teamId !== 'string' || command.teamId === '') throw badInput('Team id is required');
      if (typeof command.accessToken !== 'string' || command.accessToken === '') throw badInput('Access token is required');
      const { name, code } = command;
      return [{ type: 'TeamCreated', data: { teamId: command.teamId, code, name, accessToken: command.accessToken } }];
    }
    case 'ChangeAvatar': {
      const team = existing(state);
      if (!isAvatarIcon(command.avatarIcon)) throw badInput('Unknown avatar icon');
      if (team.avatarIcon === command.avatarIcon) return [];
      return [{ type: 'TeamAvatarChanged', data: { teamId: team.teamId, avatarIcon: command.avatarIcon } }];
    }
    case 'SetCurrentPhase': {
      const team = existing(state);
      const { currentPhase } = command;
      if (team.currentPhase === currentPhase) return [];
      const held = holdRefusal(command.hold, team.currentPhase, currentPhase);
      if (held) throw conflict(held);
      return [{ type: 'TeamAdvanced', data: { teamId: team.teamId, currentPhase } }];
    }
    case 'SubmitWebsite': {
      // Allowed at any phase: the product places it after phase 8, but that is the UI's flow, not a rule the server can check.
      const team = existing(state);
      if (team.cohortTag === null) throw conflict('Your team must be in a cohort to submit a website');
      // Normalised here, not at the door: an unknown team (404) or one in no cohort (409) is told so first.
      const websiteUrl = normaliseWebsiteUrl(command.websiteUrl);
      if (team.websiteUrl === websiteUrl && team.websiteCohortTag === team.cohortTag) return [];
      return [{ type: 'WebsiteSubmitted', data: { teamId: team.teamId, cohortTag: team.cohortTag, websiteUrl } }];
    }
    case 'AssignToCohort': {
      const team = existing(state);
      if (!command.cohort.exists) throw notFound('Cohort not found');
      if (command.cohort.archived) throw conflict('Cohort is archived');
      const { cohortTag } = command;
      if (team.cohortTag === cohortTag) return [];
      return [{ type: 'TeamAssignedToCohort', data: { teamId: team.teamId, cohortTag, previousCohortTag: team.cohortTag } }];
    }
    case 'UnassignFromCohort': {
      const team = existing(state);
      if (team.cohortTag === null) return [];
      return [{ type: 'TeamUnassignedFromCohort', data: { teamId: team.teamId, cohortTag: team.cohortTag } }];
    }
    case 'RequestErasure': {
      const team = existing(state);
      if (team.erasureRequested) return [];
      return [{ type: 'TeamErasureRequested', data: { teamId: team.teamId } }];
    }
    case 'EraseTeam': {
      if (!state.exists) throw notFound('Team not found');
      // Erasing twice is the same erasure: a retried or repeated request succeeds without a second event.
      if (state.erased) return [];
      return [{ type: 'TeamErased', data: { teamId: state.teamId, reason: command.reason, cohortTag: state.cohortTag } }];
    }
  }
}

function evolve(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamCreated') {
    const { teamId, code, name } = event.data;
    return {
      exists: true,
      teamId,
      code,
      name,
      avatarIcon: null,
      currentPhase: MIN_PHASE,
      cohortTag: null,
      websiteUrl: null,
      websiteCohortTag: null,
      erasureRequested: false,
      erased: false,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'TeamAvatarChanged':
      return { ...state, avatarIcon: event.data.avatarIcon };
    case 'PhaseDataSaved':
      // Answers saved before phases were documents: the phase document's read model folds them.
      return state;
    case 'TeamAdvanced':
      return { ...state, currentPhase: event.data.currentPhase };
    case 'WebsiteSubmitted':
      return { ...state, websiteUrl: event.data.websiteUrl, websiteCohortTag: event.data.cohortTag };
    case 'TeamAssignedToCohort':
      return { ...state, cohortTag: event.data.cohortTag };
    case 'TeamUnassignedFromCohort':
      return { ...state, cohortTag: null };
    case 'TeamErasureRequested':
      return { ...state, erasureRequested: true };
    case 'TeamErased':
      return { ...state, erased: true, erasureRequested: false, name: '', websiteUrl: null };
  }
}

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = {
  decide,
  evolve,
  initialState: () => ({ exists: false }),
};
