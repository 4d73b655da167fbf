/**
 * A decider is the whole behaviour of one aggregate as three pure functions
 * (after Jérémie Chassaing's decider pattern, as used by emmett):
 * - decide(command, state) returns the events the command causes, or throws a DomainError;
 * - evolve(state, event) folds one event into the state;
 * - initialState() is the state of a stream with no events.
 * Time, ids and secrets arrive inside the command; nothing here reads a clock or does I/O.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** An event as the domain sees it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /**
   * What the decision hands the read models with the event and that the log does not keep (a
   * document's compacted snapshot): never stored, never published. A read model must give the
   * same rows without it (a rebuild has none).
   */
  carried?: Record<string, unknown>;
}

export const fold = <E, S>(decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState());
