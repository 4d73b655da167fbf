import { FEEDBACK_EVENT_TYPES, type FeedbackEvent } from '@fit/events';
import type { Services } from '../../context.js';
import type { StoredEvent } from '../../store/types.js';
import { findCohort, type CohortRecord } from '../cohorts/cohorts.read.js';
import { cohortResults } from './showcase.read.js';

/** Events that cannot change a cohort or its results: answers and feedback, the bulk of all writes. */
const IRRELEVANT = new Set(['PhaseDocUpdated', 'PhaseDataSaved']);
const relevant = (e: StoredEvent) => !IRRELEVANT.has(e.type) && !FEEDBACK_EVENT_TYPES.has(e.type as FeedbackEvent['type']);

/**
 * How long a cached answer may be served without hearing of the events that change it: the
 * safety net for an event another instance published while Redis was away (live updates are
 * best-effort). This instance's own writes invalidate it before their answer is sent.
 */
const MAX_AGE_MS = 5_000;

type Entry = { at: number; value: Promise<{ cohort: CohortRecord; rows: Awaited<ReturnType<typeof cohortResults>> } | null> };

/**
 * A cohort with its ranked results, per cohort tag: the reveal is the moment a whole room (and
 * every embedding website) asks for the same answer at once, while nothing changes it. Any event
 * that could change a cohort, a ballot or a team's name, icon or website empties the cache: this
 * instance's commits at once (Services.onCommitted), other instances' through the event bus.
 */
class ResultsCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  constructor(private readonly s: Services) {
    s.bus.subscribe((e) => {
      if (relevant(e)) this.clear();
    });
    // Events this process may never hear of: nothing cached can be trusted.
    s.bus.onGap(() => this.clear());
    const before = s.onCommitted;
    s.onCommitted = (events) => {
      before?.(events);
      if (events.some(relevant)) this.clear();
    };
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get(tag: string) {
    const hit = this.entries.get(tag);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value;
    const generation = this.generation;
    const value = (async () => {
      const em = this.s.orm.em.fork();
      const cohort = await findCohort(em, tag);
      return cohort ? { cohort, rows: await cohortResults(em, cohort.tag) } : null;
    })();
    const entry = { at: Date.now(), value };
    this.entries.set(tag, entry);
    // A load that fails is not kept; one that an event overtook is dropped (it may predate the change).
    value.then(
      () => {
        if (generation !== this.generation && this.entries.get(tag) === entry) this.entries.delete(tag);
      },
      () => {
        if (this.entries.get(tag) === entry) this.entries.delete(tag);
      },
    );
    return value;
  }
}

const caches = new WeakMap<Services, ResultsCache>();

export function resultsCache(s: Services): ResultsCache {
  let cache = caches.get(s);
  if (!cache) caches.set(s, (cache = new ResultsCache(s)));
  return cache;
}

/** A cohort and its ranked results, from the cache when nothing changed them since; null when there is no such cohort. */
export const cachedCohortResults = (s: Services, tag: string) => resultsCache(s).get(tag);
