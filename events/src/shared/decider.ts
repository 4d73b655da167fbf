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
}

export const fold = <E, S>(decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState());
