/**
 * The cohort aggregate: details, the voting and results flags, archive and restore, and the
 * instructor-driven results show (reveal stage, rehearsal).
 * The stream is one cohort's (cohortStreamId); the tag is its permanent identity.
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import { parseRetentionDays } from '../privacy/retention.js';
import { parseCohortName, parseDescription, parseLocale } from '../shared/validation.js';
import type { CohortCommand, StepReveal, UpdateCohort } from './commands.js';
import { REVEAL_STAGES, type CohortEvent, type RevealStage } from './events.js';
import { nextReveal } from './reveal.js';
import type { CohortState } from './state.js';

type ExistingCohort = Extract<CohortState, { exists: true }>;

function existing(state: CohortState): ExistingCohort {
  if (!state.exists) throw notFound('Cohort not found');
  return state;
}

function parseFlag(raw: unknown, name: string): boolean | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'boolean') throw badInput('{field} must be true or false', { field: name });
  return raw;
}

function update(command: UpdateCohort, cohort: ExistingCohort): CohortEvent[] {
  if (cohort.archived) throw conflict('Archived cohorts are locked; restore the cohort first');
  const present = (['name', 'description', 'votingOpen', 'resultsVisible', 'language'] as const).filter((k) => command[k] !== undefined);
  if (present.length === 0) throw badInput('Nothing to update');

  const name = command.name === undefined ? cohort.name : parseCohortName(command.name);
  const description = command.description === undefined ? cohort.description : parseDescription(command.description);
  const votingOpen = parseFlag(command.votingOpen, 'votingOpen');
  const resultsVisible = parseFlag(command.resultsVisible, 'resultsVisible');
  const language = command.language === undefined ? cohort.language : command.language === null ? null : parseLocale(command.language);

  const tag = cohort.tag;
  const events: CohortEvent[] = [];
  if (name !== cohort.name || description !== cohort.description) {
    events.push({ type: 'CohortDetailsChanged', data: { tag, name, description } });
  }
  if (language !== cohort.language) events.push({ type: 'CohortLanguageChanged', data: { tag, language } });
  if (votingOpen !== undefined && votingOpen !== cohort.votingOpen) {
    events.push({ type: votingOpen ? 'VotingOpened' : 'VotingClosed', data: { tag } });
  }
  if (resultsVisible !== undefined && resultsVisible !== cohort.resultsVisible) {
    events.push({ type: resultsVisible ? 'ResultsRevealed' : 'ResultsHidden', data: { tag } });
  }
  return events;
}

/**
 * Stepping the show: a real show only once results are visible; a rehearsal at any time (it
 * shows sample data only). Never on an archived cohort. Repeating the current step changes nothing.
 */
function stepReveal(command: StepReveal, cohort: ExistingCohort): CohortEvent[] {
  if (cohort.archived) throw conflict('Archived cohorts are locked; restore the cohort first');
  const rehearsal = parseFlag(command.rehearsal, 'rehearsal') ?? false;
  const { stage } = command;
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < 0 || stage > REVEAL_STAGES) {
    throw badInput('Reveal stage must be a whole number from {min, number} to {max, number}', { min: 0, max: REVEAL_STAGES });
  }
  if (!rehearsal && !cohort.resultsVisible) {
    throw conflict('Make the results visible before presenting them, or rehearse with sample data');
  }
  if (cohort.reveal?.stage === stage && cohort.reveal.rehearsal === rehearsal) return [];
  return [{ type: 'RevealStepped', data: { tag: cohort.tag, stage: stage as RevealStage, rehearsal } }];
}

function decide(command: CohortCommand, state: CohortState): CohortEvent[] {
  switch (command.type) {
    case 'CreateCohort': {
      if (state.exists) throw conflict('A cohort with this tag already exists');
      // The tag names the stream, so the handler has parsed it; name and description are parsed
      // here, after the existence check, so a taken tag is reported as such whatever else was typed.
      const { tag } = command;
      const name = parseCohortName(command.name);
      const description = parseDescription(command.description);
      return [{ type: 'CohortCreated', data: { tag, name, description } }];
    }
    case 'UpdateCohort':
      return update(command, existing(state));
    case 'ArchiveCohort': {
      const cohort = existing(state);
      return cohort.archived ? [] : [{ type: 'CohortArchived', data: { tag: cohort.tag } }];
    }
    case 'RestoreCohort': {
      const cohort = existing(state);
      return cohort.archived ? [{ type: 'CohortRestored', data: { tag: cohort.tag } }] : [];
    }
    case 'StepReveal':
      return stepReveal(command, existing(state));
    case 'ReleaseReveal': {
      const cohort = existing(state);
      if (cohort.archived) throw conflict('Archived cohorts are locked; restore the cohort first');
      return cohort.reveal ? [{ type: 'RevealReleased', data: { tag: cohort.tag } }] : [];
    }
    case 'SetRetention': {
      const cohort = existing(state);
      const days = parseRetentionDays(command.days);
      return days === cohort.retentionDays ? [] : [{ type: 'CohortRetentionSet', data: { tag: cohort.tag, days } }];
    }
  }
}

function evolve(state: CohortState, event: CohortEvent): CohortState {
  if (event.type === 'CohortCreated') {
    const { tag, name, description } = event.data;
    return { exists: true, tag, name, description, language: null, votingOpen: false, resultsVisible: false, archived: false, reveal: null, retentionDays: null };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'CohortDetailsChanged':
      return { ...state, name: event.data.name, description: event.data.description };
    case 'CohortLanguageChanged':
      return { ...state, language: event.data.language };
    case 'VotingOpened':
      return { ...state, votingOpen: true };
    case 'VotingClosed':
      return { ...state, votingOpen: false };
    case 'ResultsRevealed':
      return { ...state, resultsVisible: true, reveal: nextReveal(state.reveal, event) };
    case 'ResultsHidden':
      return { ...state, resultsVisible: false, reveal: nextReveal(state.reveal, event) };
    case 'CohortArchived':
      return { ...state, archived: true };
    case 'CohortRestored':
      return { ...state, archived: false };
    case 'RevealStepped':
    case 'RevealReleased':
      return { ...state, reveal: nextReveal(state.reveal, event) };
    case 'CohortRetentionSet':
      return { ...state, retentionDays: event.data.days };
  }
}

export const cohortDecider: Decider<CohortCommand, CohortEvent, CohortState> = {
  decide,
  evolve,
  initialState: () => ({ exists: false }),
};
