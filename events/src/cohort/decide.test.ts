import { describe, expect, it } from 'vitest';
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
  const create: CohortCommand = { type: 'CreateCohort', tag: 'spring-2025', name: ' Spring 2025 ', description: '  ' };

  it('creates the cohort with normalised fields', () => cohort([]).when(create).then([created]));
  it('keeps a description', () =>
    cohort([])
      .when({ ...create, description: ' Demo day in June ' })
      .then([{ type: 'CohortCreated', data: { tag, name: 'Spring 2025', description: 'Demo day in June' } }]));
  it('refuses a tag already taken', () => cohort().when(create).thenThrows('CONFLICT', 'A cohort with this tag already exists'));
  it('refuses a tag taken by an archived cohort', () => cohort([created, archived]).when(create).thenThrows('CONFLICT', 'already exists'));
  it('refuses a missing name', () =>
    cohort([])
      .when({ ...create, name: '' })
      .thenThrows('BAD_USER_INPUT', 'Cohort name is required'));
  it('refuses a description that is not text', () =>
    cohort([])
      .when({ ...create, description: 5 as unknown as string })
      .thenThrows('BAD_USER_INPUT', 'Description must be text'));
});

describe('UpdateCohort', () => {
  it('sets the language its teams’ pages start in, once', () => {
    cohort()
      .when(update({ language: 'es' }))
      .then([{ type: 'CohortLanguageChanged', data: { tag, language: 'es' } }]);
    cohort([created, { type: 'CohortLanguageChanged', data: { tag, language: 'es' } }])
      .when(update({ language: 'es' }))
      .then([]);
    cohort()
      .when(update({ language: null }))
      .then([]);
    cohort([created, { type: 'CohortLanguageChanged', data: { tag, language: 'es' } }])
      .when(update({ language: null }))
      .then([{ type: 'CohortLanguageChanged', data: { tag, language: null } }]);
  });
  it('refuses a language the app does not speak', () =>
    cohort()
      .when(update({ language: 'fr' }))
      .thenThrows('BAD_USER_INPUT', 'Language must be one of en, es, de, ar'));
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
  it('opens voting', () =>
    cohort()
      .when(update({ votingOpen: true }))
      .then([votingOpened]));
  it('closes voting', () =>
    cohort([created, votingOpened])
      .when(update({ votingOpen: false }))
      .then([{ type: 'VotingClosed', data: { tag } }]));
  it('reveals results', () =>
    cohort()
      .when(update({ resultsVisible: true }))
      .then([revealed]));
  it('hides results', () =>
    cohort([created, revealed])
      .when(update({ resultsVisible: false }))
      .then([{ type: 'ResultsHidden', data: { tag } }]));
  it('emits only what changes, details first', () =>
    cohort([created, votingOpened])
      .when(update({ name: 'Spring 25', votingOpen: true, resultsVisible: true }))
      .then([{ type: 'CohortDetailsChanged', data: { tag, name: 'Spring 25', description: null } }, revealed]));
  it('refuses an unknown cohort', () =>
    cohort([])
      .when(update({ votingOpen: true }))
      .thenThrows('NOT_FOUND', 'Cohort not found'));
  it('refuses any change to an archived cohort', () =>
    cohort([created, archived])
      .when(update({ votingOpen: true }))
      .thenThrows('CONFLICT', 'Archived cohorts are locked; restore the cohort first'));
  it('refuses an empty update', () => cohort().when(update({})).thenThrows('BAD_USER_INPUT', 'Nothing to update'));
  it('refuses a flag that is not a boolean', () =>
    cohort()
      .when(update({ votingOpen: 'true' as unknown as boolean }))
      .thenThrows('BAD_USER_INPUT', 'votingOpen must be true or false'));
  it('refuses a blank name', () =>
    cohort()
      .when(update({ name: ' ' }))
      .thenThrows('BAD_USER_INPUT', 'Cohort name is required'));
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
  it('restores', () =>
    cohort([created, archived])
      .when({ type: 'RestoreCohort' })
      .then([{ type: 'CohortRestored', data: { tag } }]));
  it('refuses an unknown cohort', () => cohort([]).when({ type: 'RestoreCohort' }).thenThrows('NOT_FOUND', 'Cohort not found'));
  it('does nothing when active', () => cohort().when({ type: 'RestoreCohort' }).then([]));
  it('unlocks updates again', () =>
    cohort([created, archived, { type: 'CohortRestored', data: { tag } }])
      .when(update({ votingOpen: true }))
      .then([votingOpened]));
});

describe('StepReveal', () => {
  const step = (stage: unknown, rehearsal?: unknown): CohortCommand => ({ type: 'StepReveal', stage, rehearsal });
  const stepped = (stage: 0 | 1 | 2 | 3, rehearsal = false): CohortEvent => ({ type: 'RevealStepped', data: { tag, stage, rehearsal } });
  const live = [created, revealed];

  it('steps a real show once results are visible', () =>
    cohort(live)
      .when(step(1))
      .then([stepped(1)]));
  it('steps back and resets', () =>
    cohort([...live, stepped(3)])
      .when(step(0))
      .then([stepped(0)]));
  it('rehearses on sample data while results are hidden', () =>
    cohort()
      .when(step(2, true))
      .then([stepped(2, true)]));
  it('refuses a real show before the results are visible', () => cohort().when(step(1)).thenThrows('CONFLICT', 'Make the results visible before presenting them'));
  it('refuses a stage out of range or not a whole number', () => {
    for (const bad of [-1, 4, 1.5, '2', null]) cohort(live).when(step(bad)).thenThrows('BAD_USER_INPUT', 'Reveal stage must be a whole number from 0 to 3');
  });
  it('refuses a rehearsal flag that is not a boolean', () => cohort(live).when(step(1, 'yes')).thenThrows('BAD_USER_INPUT', 'rehearsal must be true or false'));
  it('refuses an archived cohort', () =>
    cohort([...live, archived])
      .when(step(1))
      .thenThrows('CONFLICT', 'Archived cohorts are locked'));
  it('refuses an unknown cohort', () => cohort([]).when(step(1)).thenThrows('NOT_FOUND', 'Cohort not found'));
  it('does nothing when repeating the current step', () =>
    cohort([...live, stepped(2)])
      .when(step(2))
      .then([]));
  it('switches from a rehearsal to the real show at the same stage', () =>
    cohort([...live, stepped(2, true)])
      .when(step(2))
      .then([stepped(2)]));
  it('keeps the stage in state; revealing ends a rehearsal, hiding ends a real show', () => {
    cohort([created, stepped(2, true)])
      .when(step(3, true))
      .thenState((s) => expect(s).toMatchObject({ reveal: { stage: 3, rehearsal: true } }));
    cohort([created, stepped(2, true), revealed])
      .when(update({ name: 'Renamed' }))
      .thenState((s) => expect(s).toMatchObject({ reveal: null }));
    cohort([...live, stepped(1), { type: 'ResultsHidden', data: { tag } }])
      .when(update({ name: 'Renamed' }))
      .thenState((s) => expect(s).toMatchObject({ reveal: null }));
  });
});

describe('ReleaseReveal', () => {
  const stepped: CohortEvent = { type: 'RevealStepped', data: { tag, stage: 1, rehearsal: false } };
  it('hands the pages back their own reveal', () =>
    cohort([created, revealed, stepped])
      .when({ type: 'ReleaseReveal' })
      .then([{ type: 'RevealReleased', data: { tag } }]));
  it('does nothing when no one drives the show', () => cohort().when({ type: 'ReleaseReveal' }).then([]));
  it('refuses an archived cohort', () =>
    cohort([created, revealed, stepped, archived]).when({ type: 'ReleaseReveal' }).thenThrows('CONFLICT', 'Archived cohorts are locked'));
});

describe('SetRetention', () => {
  const set = (days: unknown): CohortCommand => ({ type: 'SetRetention', days });
  const thirty: CohortEvent = { type: 'CohortRetentionSet', data: { tag, days: 30 } };

  it('sets how many days its teams are kept after archiving', () => cohort().when(set(30)).then([thirty]));
  it('is allowed on an archived cohort', () => cohort([created, archived]).when(set(30)).then([thirty]));
  it('sets no limit', () =>
    cohort([created, thirty])
      .when(set(null))
      .then([{ type: 'CohortRetentionSet', data: { tag, days: null } }]));
  it('does nothing for the same days', () => cohort([created, thirty]).when(set(30)).then([]));
  it('refuses what is not a whole number of days up to ten years', () => cohort().when(set(-1)).thenThrows('BAD_USER_INPUT', 'whole number of days'));
  it('refuses an unknown cohort', () => cohort([]).when(set(3)).thenThrows('NOT_FOUND', 'Cohort not found'));
});
