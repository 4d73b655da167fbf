import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, type EventMetadata } from '@fit/events';
import type { Checkpoint, EventRow, NewEvent, StoredEvent } from './types.js';
import { currentVersion, upcast } from './upcasters.js';
import { executeBound } from '../projections/projection.js';
import { isUniqueViolationOf } from '../db/errors.js';
import { keyringOf, type Keyring } from '../privacy/keyring.js';
import { openData, openMetadata, sealData, sealMetadata, subjectsSealedIn, subjectsToSeal } from '../privacy/sealing.js';

/**
 * The append-only event store in PostgreSQL.
 *
 * - Optimistic concurrency: an append names the version it expects the stream to be at; the
 *   unique (stream_id, version) constraint turns a lost race into a WrongExpectedVersion error.
 * - Gap-safe global order: see readAll. Positions come from a sequence, so a transaction can
 *   commit after a later-numbered one; readers therefore order by (tx_id, position) and only
 *   read below their snapshot's xmin.
 * - Personal data sealed at the boundary (privacy/sealing.ts): an append stores personal fields
 *   encrypted under their subjects' keys, a read opens them (or gives their erased values), so
 *   deciders, projections and rooms only ever see plain events. The keys a statement needs are
 *   loaded first (Keyring.prepare); sealing and opening are then synchronous.
 */

export class WrongExpectedVersion extends DomainError {
  constructor(readonly streamId: string) {
    super('CONFLICT', 'This was changed by someone else at the same time. Please try again.');
  }
}

const COLUMNS = `position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version,
  data, metadata, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** A stored row as an event: personal fields opened with the keyring (its keys prepared), then upcast. */
export function toStoredEvent(row: EventRow, ring: Keyring): StoredEvent {
  const up = upcast(row.type, row.type_version, openData(ring, row.type, row.data));
  return {
    position: row.position,
    txId: row.tx_id,
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    typeVersion: up.version,
    data: up.data,
    metadata: openMetadata(ring, row.metadata),
    createdAt: row.created_at,
  };
}

/** Stored rows as events, loading the keys they are sealed under first (outside a command's transaction). */
export async function openRows(em: EntityManager, rows: readonly EventRow[]): Promise<StoredEvent[]> {
  const ring = keyringOf(em);
  await ring.prepareWith(em, subjectsSealedIn(rows));
  return rows.map((r) => toStoredEvent(r, ring));
}

/** The statement reading the events of one stream after `afterVersion` (0: all), in version order; storedFromRead makes them events. */
export const readStreamStatement = (streamId: string, afterVersion = 0) => ({
  sql: `select ${COLUMNS} from events where stream_id = ? and version > ? order by version`,
  params: [streamId, afterVersion],
});
export const storedFromRead = (rows: readonly unknown[], ring: Keyring) => (rows as EventRow[]).map((r) => toStoredEvent(r, ring));

/** Events of one stream after `afterVersion` (0: all), in version order. */
export async function readStream(em: EntityManager, streamId: string, afterVersion = 0): Promise<StoredEvent[]> {
  const { sql, params } = readStreamStatement(streamId, afterVersion);
  return openRows(em, await executeBound<EventRow>(em, sql, params));
}

/**
 * The statement that appends events at versions expectedVersion+1…, their personal fields sealed
 * (the keyring holds the keys: prepare with subjectsToSeal), returning the stored rows
 * (storedFromAppend makes them events).
 */
export function appendStatement(streamId: string, expectedVersion: number, events: readonly NewEvent[], metadata: EventMetadata, ring: Keyring) {
  const records = events.map((e, i) => ({
    version: expectedVersion + i + 1,
    type: e.type,
    type_version: currentVersion(e.type),
    data: sealData(ring, e.type, e.data, metadata),
  }));
  return {
    sql: `insert into events (stream_id, version, type, type_version, data, metadata)
       select ?, x.version, x.type, x.type_version, x.data, ?::jsonb
       from jsonb_to_recordset(?::jsonb) as x(version integer, type text, type_version integer, data jsonb)
       order by x.version
       returning ${COLUMNS}`,
    params: [streamId, JSON.stringify(sealMetadata(ring, metadata)), JSON.stringify(records)],
  };
}

/** The stored events an append statement returned, in version order. */
export const storedFromAppend = (rows: readonly unknown[], ring: Keyring) => storedFromRead(rows, ring).sort((a, b) => a.version - b.version);

/** Thrown by a pending event's place in the log (position, txId, createdAt) when it is read before the append answered. */
export class NotYetStored extends Error {
  constructor() {
    super('an event was read before it was stored');
  }
}
/** One instance, thrown every time: a ballot's projection meets it on every ballot, and a stack trace each time costs. */
const notYetStored = new NotYetStored();

/**
 * Events about to be appended at versions expectedVersion+1…, as they will be stored: all but
 * their place in the log, which only the insert knows. Reading that before `stored` is set (from
 * the append's answer) throws NotYetStored, so a projection folded before the append cannot
 * silently miss it; once set, the same objects read it from the stored events.
 */
export class PendingAppend {
  stored: StoredEvent[] | null = null;
  readonly events: StoredEvent[];
  constructor(streamId: string, expectedVersion: number, events: readonly NewEvent[], metadata: EventMetadata) {
    const placed = (i: number, field: 'position' | 'txId' | 'createdAt') => ({
      enumerable: true,
      get: () => {
        if (!this.stored) throw notYetStored;
        return this.stored[i]![field];
      },
    });
    this.events = events.map(
      (e, i) =>
        Object.defineProperties(
          {
            streamId,
            version: expectedVersion + i + 1,
            type: e.type,
            typeVersion: currentVersion(e.type),
            data: e.data,
            metadata,
            ...(e.carried ? { carried: e.carried } : {}),
          },
          { position: placed(i, 'position'), txId: placed(i, 'txId'), createdAt: placed(i, 'createdAt') },
        ) as StoredEvent,
    );
  }
}

/** A lost optimistic-concurrency race as the store reports it; other errors unchanged. */
export const appendError = (streamId: string, err: unknown) => (isUniqueViolationOf(err, 'events_stream_version') ? new WrongExpectedVersion(streamId) : err);

/**
 * Appends events at versions expectedVersion+1… in the caller's transaction.
 * Throws WrongExpectedVersion when another writer got there first.
 */
export async function appendToStream(
  em: EntityManager,
  streamId: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const ring = keyringOf(em);
  await ring.prepareWith(em, subjectsToSeal(events, metadata), { create: true });
  const { sql, params } = appendStatement(streamId, expectedVersion, events, metadata, ring);
  try {
    return storedFromAppend(await executeBound<EventRow>(em, sql, params), ring);
  } catch (err) {
    throw appendError(streamId, err);
  }
}

/**
 * Catch-up read of the global log after `after`, at most `limit` events, never skipping one.
 * Only events of transactions below the snapshot's xmin are returned: all of those have ended,
 * so nothing can still commit behind the returned checkpoint. An in-flight transaction holds
 * the reader back (it sees nothing past it) until it ends, then the reader continues.
 */
export async function readAll(em: EntityManager, after: Checkpoint, limit = 1000): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  const rows = await em.execute<EventRow[]>(
    `select ${COLUMNS} from events
     where tx_id < fit_settled_xid()
       and (tx_id, position) > (?::text::xid8, ?::bigint)
     order by events.tx_id, events.position -- the columns, not the text aliases of COLUMNS (text order would put 10 before 9)
     limit ?`,
    [after.txId, after.position, limit],
  );
  const events = await openRows(em, rows);
  const last = events.at(-1);
  return { events, checkpoint: last ? { txId: last.txId, position: last.position } : after };
}

/**
 * Every committed event after `after`, at most `limit`, in the same order as readAll but without
 * its xmin bound. Only sound while the projection-writes lock is held exclusively (see
 * projections/index.ts): no transaction that appends events can then be in flight, so nothing
 * can still commit behind the checkpoint, and transactions of other databases on the same
 * server (which hold readAll back, xids being cluster-wide) do not matter.
 */
export async function readAllCommitted(em: EntityManager, after: Checkpoint, limit = 1000): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  const rows = await em.execute<EventRow[]>(
    `select ${COLUMNS} from events where (tx_id, position) > (?::text::xid8, ?::bigint) order by events.tx_id, events.position limit ?`,
    [after.txId, after.position, limit],
  );
  const events = await openRows(em, rows);
  const last = events.at(-1);
  return { events, checkpoint: last ? { txId: last.txId, position: last.position } : after };
}
