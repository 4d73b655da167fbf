import type { EventMetadata } from '@fit/events';

/** An event as it is stored: the domain event plus its place in the log. */
export interface StoredEvent<Data = any> {
  /** Global position (bigserial), as a decimal string. */
  position: string;
  /** Id of the writing transaction (xid8), as a decimal string; orders catch-up reads. */
  txId: string;
  streamId: string;
  version: number;
  type: string;
  typeVersion: number;
  data: Data;
  metadata: EventMetadata;
  createdAt: string;
  /**
   * The live connection the change came from (a co-editing page), carried on the bus with the
   * event so that page is not sent its own edit back; never stored.
   */
  origin?: string;
  /** What the decision handed the read models with the event (DomainEvent.carried): on the events a live command projects only, never stored or published. */
  carried?: Record<string, unknown>;
}

/**
 * An event row as read from the events table, before upcasting: what the chain hashes and what
 * toStoredEvent turns into a StoredEvent. created_at is UTC text, to the microsecond where the
 * chain reads it (RAW_COLUMNS) and to the millisecond where the store does.
 */
export interface EventRow {
  position: string;
  tx_id: string;
  stream_id: string;
  version: number;
  type: string;
  type_version: number;
  data: any;
  metadata: EventMetadata;
  created_at: string;
}

export interface NewEvent {
  type: string;
  data: unknown;
  carried?: Record<string, unknown>;
}

/** Where a catch-up reader has got to: the last (txId, position) it has read. */
export interface Checkpoint {
  txId: string;
  position: string;
}

export const START: Checkpoint = { txId: '0', position: '0' };
