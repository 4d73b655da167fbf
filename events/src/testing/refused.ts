/** Test-only: the call is refused as bad input (400) with a message containing the fragment. */
import { expect } from 'vitest';
import { DomainError } from '../shared/errors.js';

export function refused(call: () => unknown, fragment: string) {
  let error: unknown;
  try {
    call();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('BAD_USER_INPUT');
  expect((error as DomainError).message).toContain(fragment);
}
