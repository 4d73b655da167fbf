import { describe, it } from 'vitest';
import { given } from '../testing/given.js';
import type { CohortCommand, UpdateCohort } from './commands.js';
import { cohortDecider } from './decide.js';
import type { CohortEvent } from './events.js';

const tag = 'spring-2025';
const created: CohortEvent = { type: 'CohortCreated', data: { tag, name: 'Spring 2025', description: null } };
const archived: CohortEvent = { type: 'CohortArchived', data: { tag } };
const votingOpened: CohortEvent = { type: 'VotingOpened', data: { tag } };
const revealed: CohortEvent = { type: 'ResultsRevealed', data: { tag } };
const update = (fields: Omit<UpdateCohort, 'type'>): UpdateCohort => ({ type: 'UpdateCohort', ...fields });

const cohort = (history: CohortEvent[] = [created]) => given(cohortDecider, history);

describe('CreateCohort', () => {
  const create: CohortCommand = { type: 'CreateCohort', tag: ' spring-2025 ', name: ' Spring 2025 ', description: '  ' };

  it('creates the cohort with normalised fields', () => cohort([]).when(create).then([created]));
  it('keeps a description', () =>
    cohort([])
      .when({ ...create, description: ' Demo day in June ' })
      .then([{ type: 'CohortCreated', data: { tag, name: 'Spring 2025', description: 'Demo day in June' } }]));
  it('refuses a tag already taken', () =>
    cohort().when(create).thenThrows('CONFLICT', 'A cohort with this tag already exists'));
  it('refuses a tag taken by an archived cohort', () =>
    cohort([created, archived]).when(create).thenThrows('CONFLICT', 'already exists'));
  it('refuses a malformed tag', () =>
    cohort([]).when({ ...create, tag: 'Spring_2025' }).thenThrows('BAD_USER_INPUT', 'Cohort tag may contain only'));
  it('refuses a missing name', () =>
    cohort([]).when({ ...create, name: '' }).thenThrows('BAD_USER_INPUT', 'Cohort name is required'));
  it('refuses a description that is not text', () =>
    cohort([]).when({ ...create, description: 5 as unknown as string }).thenThrows('BAD_USER_INPUT', 'Description must be text'));
});

describe('UpdateCohort', () => {
  it('changes details', () =>
    cohort()
      .when(update({ name: 'Spring 25', description: 'Demo day' }))
      .then([{ type: 'CohortDetailsChanged', data: { tag, name: 'Spring 25', description: 'Demo day' } }]));
  it('keeps the other detail when only one is given', () =>
    cohort([created, { type: 'CohortDetailsChanged', data: { tag, name: 'Spring 2025', description: 'Demo day' } }])
      .when(update({ name: 'Spring 25' }))
      .then([{ type: 'CohortDetailsChanged', data: { tag, name: 'Spring 25', description: 'Demo day' } }]));
  it('clears the description with null', () =>
    cohort([created, { type: 'CohortDetailsChanged', data: { tag, name: 'Spring 2025', description: 'Demo day' } }])
      .when(update({ description: null }))
      .then([{ type: 'CohortDetailsChanged', data: { tag, name: 'Spring 2025', description: null } }]));
  it('opens voting', () => cohort().when(update({ votingOpen: true })).then([votingOpened]));
  it('closes voting', () =>
    cohort([created, votingOpened]).when(update({ votingOpen: false })).then([{ type: 'VotingClosed', data: { tag } }]));
  it('reveals results', () => cohort().when(update({ resultsVisible: true })).then([revealed]));
  it('hides results', () =>
    cohort([created, revealed]).when(update({ resultsVisible: false })).then([{ type: 'ResultsHidden', data: { tag } }]));
  it('emits only what changes, details first', () =>
    cohort([created, votingOpened])
      .when(update({ name: 'Spring 25', votingOpen: true, resultsVisible: true }))
      .then([{ type: 'CohortDetailsChanged', data: { tag, name: 'Spring 25', description: null } }, revealed]));
  it('refuses an unknown cohort', () => cohort([]).when(update({ votingOpen: true })).thenThrows('NOT_FOUND', 'Cohort not found'));
  it('refuses any change to an archived cohort', () =>
    cohort([created, archived])
      .when(update({ votingOpen: true }))
      .thenThrows('CONFLICT', 'Archived cohorts are locked; restore the cohort first'));
  it('refuses an empty update', () => cohort().when(update({})).thenThrows('BAD_USER_INPUT', 'Nothing to update'));
  it('refuses a flag that is not a boolean', () =>
    cohort().when(update({ votingOpen: 'true' as unknown as boolean })).thenThrows('BAD_USER_INPUT', 'votingOpen must be true or false'));
  it('refuses a blank name', () => cohort().when(update({ name: ' ' })).thenThrows('BAD_USER_INPUT', 'Cohort name is required'));
  it('does nothing when the values are already set', () =>
    cohort([created, votingOpened])
      .when(update({ name: ' Spring 2025 ', description: '', votingOpen: true, resultsVisible: false }))
      .then([]));
});

describe('ArchiveCohort', () => {
  it('archives', () => cohort().when({ type: 'ArchiveCohort' }).then([archived]));
  it('refuses an unknown cohort', () => cohort([]).when({ type: 'ArchiveCohort' }).thenThrows('NOT_FOUND', 'Cohort not found'));
  it('does nothing when already archived', () => cohort([created, archived]).when({ type: 'ArchiveCohort' }).then([]));
});

describe('RestoreCohort', () => {
  it('restores', () => cohort([created, archived]).when({ type: 'RestoreCohort' }).then([{ type: 'CohortRestored', data: { tag } }]));
  it('refuses an unknown cohort', () => cohort([]).when({ type: 'RestoreCohort' }).thenThrows('NOT_FOUND', 'Cohort not found'));
  it('does nothing when active', () => cohort().when({ type: 'RestoreCohort' }).then([]));
  it('unlocks updates again', () =>
    cohort([created, archived, { type: 'CohortRestored', data: { tag } }]).when(update({ votingOpen: true })).then([votingOpened]));
});
