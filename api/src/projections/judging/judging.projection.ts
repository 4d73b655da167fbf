import { evolveJudging, initialJudgingState, type JudgingEvent } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { JudgingRow } from './judging.entity.js';

/** The judging state after one more event, by the decider's own evolve (with the event's time for scores). */
const next = (row: JudgingRow | null, e: Stored<JudgingEvent>): JudgingRow => ({
  cohort_tag: e.data.cohortTag,
  state: evolveJudging(row?.state ?? initialJudgingState(), { type: e.type, data: e.data } as JudgingEvent, e.metadata.at),
  updated_at: e.metadata.at,
});

/** One row per cohort with judging: what the admin page, the judge's page and every results door read. */
export const judgingProjection = defineProjection<JudgingEvent, JudgingRow>()({
  name: 'judging',
  table: 'judging',
  keyColumns: ['cohort_tag'],
  streamOwned: true,
  on: {
    CategoryAdded: next,
    CategoryChanged: next,
    CategoryRemoved: next,
    CategoriesReordered: next,
    JudgeInvited: next,
    JudgeRemoved: next,
    JudgesAssigned: next,
    JudgingOpened: next,
    JudgingClosed: next,
    TeamScored: next,
    CategoryPresented: next,
  },
  keysOf: (e) => [{ cohort_tag: e.data.cohortTag }],
});
