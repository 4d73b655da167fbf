/**
 * The entry every module changes things through. A single command goes to the commit group
 * when there is one (commit-group.ts: it only batches), else runs alone; both run the one body
 * that orders a command's steps (run.ts: decide, append and project, commit, publish).
 */
import type { DomainEvent } from '@fit/events';
import { runCommands, type CommandDeps, type CommandResult, type CommandSpec } from './run.js';
import { timeCommand } from '../observability/metrics.js';

export { executeRead, mapRead, runCommands as handleCommands } from './run.js';
export type { CommandBatcher, CommandDeps, CommandResult, CommandSpec, Read } from './run.js';

/** One command: in its own transaction, or with others that arrive with it (deps.group). */
export async function handleCommand<C, E extends DomainEvent, S>(deps: CommandDeps, spec: CommandSpec<C, E, S>): Promise<CommandResult<S>> {
  if (deps.group) return timeCommand(deps.group.submit(deps, spec));
  const [result] = await timeCommand(runCommands(deps, [spec]));
  return result as CommandResult<S>;
}
