/**
 * Given / when / then for deciders, in the style of emmett's DeciderSpecification:
 *
 *   given(teamDecider, [teamCreated]).when({ type: 'SetCurrentPhase', currentPhase: 2 }).then([advanced]);
 *   given(teamDecider, []).when(changeAvatar).thenThrows('NOT_FOUND', 'Team not found');
 *
 * `then` also folds the emitted events into the state, so an event that `evolve` cannot take
 * fails the test where it is produced. Test-only: imports vitest, not exported from the package.
 */
import { expect } from 'vitest';
import { fold, type Decider } from '../shared/decider.js';
import { DomainError, type DomainErrorCode } from '../shared/errors.js';

export interface DeciderWhen<Event, State> {
  /** The command emits exactly these events (use [] for "changes nothing"). */
  then(expected: Event[]): void;
  /** The command is refused with a DomainError of this code, whose message contains the fragment. */
  thenThrows(code: DomainErrorCode, messageFragment?: string): void;
  /** The command succeeds and the state afterwards satisfies the check. */
  thenState(check: (state: State, events: Event[]) => void): void;
}

export interface DeciderGiven<Command, Event, State> {
  when(command: Command): DeciderWhen<Event, State>;
}

export function given<Command, Event, State>(decider: Decider<Command, Event, State>, history: readonly Event[] = []): DeciderGiven<Command, Event, State> {
  const state = () => fold(decider, history);
  return {
    when(command) {
      const run = () => decider.decide(command, state());
      return {
        then(expected) {
          const events = run();
          expect(events).toEqual(expected);
          fold(decider, [...history, ...events]);
        },
        thenThrows(code, messageFragment) {
          let thrown: unknown;
          try {
            const events = run();
            expect.fail(`expected ${code}, but the command emitted ${JSON.stringify(events)}`);
          } catch (error) {
            thrown = error;
          }
          if (!(thrown instanceof DomainError)) throw thrown;
          expect({ code: thrown.code, message: thrown.message }).toEqual({
            code,
            message: messageFragment === undefined ? expect.any(String) : expect.stringContaining(messageFragment),
          });
        },
        thenState(check) {
          const events = run();
          check(fold(decider, [...history, ...events]), events);
        },
      };
    },
  };
}
