import { PhaseDocCache, createPhaseDocDecider } from '@fit/events';

/**
 * This process's Yjs work on phase documents kept between decisions (events/src/phase-doc/cache.ts):
 * decoded documents and the decisions whose events are being stored. One per process, shared by
 * the phase document's decider (every save and co-editing round) and the phase_data projection,
 * which runs between a decision and its evolve and encodes the decision's document when the row's
 * snapshot is due (every `compactEvery` versions). Decisions are keyed by team, phase and version
 * (and checked against their update), so the several databases a test process serves never mix
 * them up.
 */
export const phaseDocs = new PhaseDocCache();
export const phaseDocDecider = createPhaseDocDecider(phaseDocs);
