import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../store/types.js';
import type { Row } from '../projection.js';
import { cohortsProjection } from './cohorts.projection.js';

let position = 0;
const event = (type: string, data: Record<string, unknown> = {}): StoredEvent => ({
  position: String(++position),
  txId: String(position),
  streamId: 'cohort-demo',
  version: position,
  type,
  typeVersion: 1,
  data: { tag: 'demo', ...data },
  metadata: { at: `2026-11-23T10:00:${String(position).padStart(2, '0')}.000Z` } as StoredEvent['metadata'],
  createdAt: '2026-11-23T10:00:00.000Z',
});

const fold = (events: StoredEvent[]) =>
  events.reduce<Row | null>((row, e) => cohortsProjection.evolve(row, e, { tag: 'demo' }), null);

const created = () => event('CohortCreated', { name: 'Demo', description: null });
const step = (stage: number, rehearsal = false) => event('RevealStepped', { stage, rehearsal });

describe('cohorts projection: the results show', () => {
  it.each<[string, StoredEvent[], { reveal_stage: number | null; reveal_rehearsal: boolean }]>([
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
