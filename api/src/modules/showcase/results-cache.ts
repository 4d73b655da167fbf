import { FEEDBACK_EVENT_TYPES, type FeedbackEvent } from '@fit/events';
import type { Services } from '../../context.js';
import type { StoredEvent } from '../../store/types.js';
import { perServices, ReadCache } from '../../read-cache.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { cohortResults } from './showcase.read.js';

/** Events that cannot change a cohort or its results: answers and feedback, the bulk of all writes. */
const IRRELEVANT = new Set(['PhaseDocUpdated', 'PhaseDataSaved']);
const relevant = (e: StoredEvent) => !IRRELEVANT.has(e.type) && !FEEDBACK_EVENT_TYPES.has(e.type as FeedbackEvent['type']);

/**
 * A cohort with its ranked results, per cohort tag: the reveal is the moment a whole room (and
 * every embedding website) asks for the same answer at once, while nothing changes it. Any event
 * that could change a cohort, a ballot or a team's name, icon or website empties the cache.
 */
export const resultsCache = perServices(
  (s) =>
    new ReadCache(s, {
      load: async (tag: string) => {
        const em = s.orm.em.fork();
        const cohort = await findCohort(em, tag);
        return cohort ? { cohort, rows: await cohortResults(em, cohort.tag) } : null;
      },
      affects: (e) => (relevant(e) ? 'all' : null),
      maxEntries: 1000,
    }),
);

/** A cohort and its ranked results, from the cache when nothing changed them since; null when there is no such cohort. */
export const cachedCohortResults = (s: Services, tag: string) => resultsCache(s).get(tag);
