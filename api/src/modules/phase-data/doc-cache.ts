import { PhaseDocCache, createPhaseDocDecider } from '@fit/events';

/**
 * This process's Yjs work on phase documents kept between decisions (events/src/phase-doc/cache.ts):
 * decoded documents, recent folds and state texts. One per process, shared by the phase
 * document's decider (every save and co-editing round) and the phase_data projection, which
 * fold each stored update one right after the other. Entries are keyed by content, so the
 * several databases a test process serves never mix them up.
 */
export const phaseDocs = new PhaseDocCache();
export const phaseDocDecider = createPhaseDocDecider(phaseDocs);
