import { describe, expect, it } from 'vitest';
import type { CohortEvent, EventMetadata } from '@fit/events';
import type { Stored } from '../projection.js';
import type { CohortRow } from './cohort.entity.js';
import { cohortsProjection } from './cohorts.projection.js';

let position = 0;
const stored = (e: CohortEvent): Stored<CohortEvent> => ({
  ...e,
  position: String(++position),
  txId: String(position),
  streamId: 'cohort-demo',
  version: position,
  typeVersion: 1,
  metadata: { at: `2026-11-23T10:00:${String(position).padStart(2, '0')}.000Z` } as EventMetadata,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const event = (type: Exclude<CohortEvent['type'], 'CohortCreated' | 'CohortDetailsChanged' | 'CohortLanguageChanged' | 'RevealStepped' | 'CohortRetentionSet'>) =>
  stored({ type, data: { tag: 'demo' } });

const fold = (events: Stored<CohortEvent>[]) => events.reduce<CohortRow | null>((row, e) => cohortsProjection.evolve(row, e, { tag: 'demo' }), null);

const created = () => stored({ type: 'CohortCreated', data: { tag: 'demo', name: 'Demo', description: null } });
const step = (stage: 0 | 1 | 2 | 3, rehearsal = false) => stored({ type: 'RevealStepped', data: { tag: 'demo', stage, rehearsal } });

describe('cohorts projection: the results show', () => {
  it.each<[string, Stored<CohortEvent>[], { reveal_stage: number | null; reveal_rehearsal: boolean }]>([
    ['nobody drives a new cohort', [created()], { reveal_stage: null, reveal_rehearsal: false }],
    ['a rehearsal step', [created(), step(2, true)], { reveal_stage: 2, reveal_rehearsal: true }],
    ['revealing ends a rehearsal', [created(), step(2, true), event('ResultsRevealed')], { reveal_stage: null, reveal_rehearsal: false }],
    ['a real step after the reveal', [created(), event('ResultsRevealed'), step(1)], { reveal_stage: 1, reveal_rehearsal: false }],
    ['hiding ends a real show', [created(), event('ResultsRevealed'), step(3), event('ResultsHidden')], { reveal_stage: null, reveal_rehearsal: false }],
    ['releasing hands the pages back', [created(), event('ResultsRevealed'), step(3), event('RevealReleased')], { reveal_stage: null, reveal_rehearsal: false }],
    ['other events keep the stage', [created(), event('ResultsRevealed'), step(2), event('VotingClosed')], { reveal_stage: 2, reveal_rehearsal: false }],
  ])('%s', (_name, events, expected) => {
    expect(fold(events)).toMatchObject(expected);
  });
});
