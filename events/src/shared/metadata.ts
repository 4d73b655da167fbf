/** Who caused an event, and when; attached to every event by the command handler. */
export type Actor =
  | { kind: 'admin'; id: string }
  | { kind: 'auditor'; id: string }
  /** A team's session; `member`: the display name of the member whose page made the change, where it has one. */
  | { kind: 'team'; id: string; member?: string }
  | { kind: 'judge'; id: string }
  | { kind: 'anonymous' }
  | { kind: 'system' };

export interface EventMetadata {
  actor: Actor;
  requestId: string;
  /** ISO-8601 time the command was handled; the only clock a decider sees. */
  at: string;
}
