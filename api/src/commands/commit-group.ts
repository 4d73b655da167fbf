import { WrongExpectedVersion } from '../store/event-store.js';
import { dbFailure } from '../db/errors.js';
import { attempt, eachFromCache, runCommands, type CommandBatcher, type CommandDeps, type CommandResult, type CommandSpec } from './run.js';

interface Waiting {
  deps: CommandDeps;
  spec: CommandSpec<any, any, any>;
  resolve: (result: CommandResult<any>) => void;
  reject: (err: unknown) => void;
}

/**
 * An error that one command of a group may have caused alone (a lost race on its stream, a
 * unique or check constraint, a deadlock), raised before COMMIT was sent: the group's
 * transaction rolled back, and each command is tried again alone, so none pays for another.
 * Anything else (PostgreSQL unreachable, a timeout, COMMIT in doubt) is every command's answer.
 */
const triedAlone = (err: unknown) => err instanceof WrongExpectedVersion || ['unique', 'constraint', 'retry'].includes(dbFailure(err)?.kind ?? '');

/**
 * Group commit: the batching only (the group's transaction is run.ts's one attempt). Single
 * commands that arrive together (within one turn of the event loop) on different streams go to
 * PostgreSQL as one transaction, in the round trips one command takes
 * (the reads of those not decided from the cache, then every append and projection, then
 * COMMIT): one connection, one commit (one WAL flush) for the lot. Each command is still
 * decided on its own stream's state, appended at its own expected version and projected,
 * in the same order of the log the hash chain seals; each caller gets its own outcome: its
 * events and state, its own refusal, or, when the group's transaction fails for a reason one
 * command may have caused alone (see triedAlone), the outcome of running alone. At most
 * `inFlight` groups are open at once: while they are, newcomers wait and form the next one.
 * A command on a stream that an open group holds waits until that group has answered.
 */
export class CommitGroup implements CommandBatcher {
  private waiting: Waiting[] = [];
  /** The streams of the open groups. */
  private readonly busy = new Set<string>();
  private open = 0;
  private scheduled = false;
  constructor(
    private readonly inFlight = 4,
    private readonly maxSize = 64,
  ) {}

  submit<S>(deps: CommandDeps, spec: CommandSpec<any, any, S>): Promise<CommandResult<S>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ deps, spec, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.open >= this.inFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.open < this.inFlight && this.waiting.length > 0) {
      const group: Waiting[] = [];
      const later: Waiting[] = [];
      for (const w of this.waiting) {
        // A command on a stream that an open group holds waits for it: one stream's commands run in the order they came.
        // So do commands of another database (tests run several in one process).
        if (group.length < this.maxSize && !this.busy.has(w.spec.streamId) && (group.length === 0 || w.deps.orm === group[0]!.deps.orm)) {
          this.busy.add(w.spec.streamId);
          group.push(w);
        } else later.push(w);
      }
      this.waiting = later;
      if (group.length === 0) return;
      this.open++;
      void this.run(group).finally(() => {
        this.open--;
        for (const w of group) this.busy.delete(w.spec.streamId);
        this.schedule();
      });
    }
  }

  private async run(group: Waiting[]) {
    const alone = (w: Waiting) => runCommands(w.deps, [w.spec]).then(([r]) => w.resolve(r!), w.reject);
    if (group.length === 1) return alone(group[0]!);
    const deps = group[0]!.deps;
    const specs = group.map((w) => w.spec);
    let outcomes;
    try {
      outcomes = await attempt(deps, specs, eachFromCache(deps, specs), true);
    } catch (err) {
      if (triedAlone(err)) return Promise.all(group.map(alone));
      for (const w of group) w.reject(err);
      return;
    }
    outcomes.forEach((o, i) => ('refused' in o ? group[i]!.reject(o.refused) : group[i]!.resolve(o.result)));
  }
}
