import { erasedValue, ERASED_TEAM_MESSAGE, memberSubjectOf, notFound, personalPartOf, type EventMetadata } from '@fit/events';
import { SubjectErased, type Keyring } from './keyring.js';

/**
 * The stored form of an event's personal fields (docs/PRIVACY.md#in-the-log): they leave the
 * event's data and travel sealed in one `$sealed` member,
 *
 *   { ...the other fields, "$sealed": { "v": 1, "s": [subjects], "f": [field names], "c": base64 } }
 *
 * where c is the JSON of those fields encrypted under each subject's key in turn (keyring.ts).
 * A team member's name in the metadata (actor.member) is sealed the same way in place. The
 * chain hashes this stored form, so destroying a key changes no stored byte and no hash. Read
 * back, a sealed part whose key is gone gives each field its erased value (events/src/privacy).
 */

export const SEALED = '$sealed';

interface SealedPart {
  v: 1;
  /** The subjects whose keys seal it, innermost first. */
  s: string[];
  /** The fields sealed (names only). */
  f: string[];
  c: string;
}

type Data = Record<string, unknown>;

const sealedPartOf = (value: unknown): SealedPart | null => {
  const part = (value as { [SEALED]?: SealedPart } | null)?.[SEALED];
  return part && typeof part === 'object' && Array.isArray(part.s) && typeof part.c === 'string' ? part : null;
};

function refusedAsErased(err: unknown): never {
  if (err instanceof SubjectErased) throw notFound(err.subject.startsWith('team:') ? ERASED_TEAM_MESSAGE : "This person's data was erased.");
  throw err;
}

/** Subjects whose keys sealing these events needs. */
export function subjectsToSeal(events: readonly { type: string; data: unknown }[], metadata: EventMetadata): string[] {
  const out = new Set<string>();
  for (const e of events) for (const s of personalPartOf(e.type, e.data, metadata)?.subjects ?? []) out.add(s);
  const member = memberSubjectOf(metadata);
  if (member) out.add(member);
  return [...out];
}

/** Subjects whose keys opening these stored rows needs. */
export function subjectsSealedIn(rows: readonly { data: unknown; metadata: unknown }[]): string[] {
  const out = new Set<string>();
  for (const r of rows) {
    for (const s of sealedPartOf(r.data)?.s ?? []) out.add(s);
    for (const s of sealedPartOf((r.metadata as EventMetadata | null)?.actor && (r.metadata as { actor: { member?: unknown } }).actor.member)?.s ?? []) out.add(s);
  }
  return [...out];
}

/**
 * unsealable: what a subject's erased key leaves when stored data is rewritten (seal-log.ts): a
 * sealed part that opens to nothing, rather than a refusal. Appends refuse instead.
 */
export interface SealOptions {
  erasedUnsealable?: boolean;
}

const unsealable = (subjects: string[], fields: string[]): SealedPart => ({ v: 1, s: subjects, f: fields, c: '' });

/** An event's data as stored: its personal fields sealed (keys prepared). Data already sealed is kept. */
export function sealData(ring: Keyring, type: string, data: unknown, metadata: EventMetadata, opts: SealOptions = {}): unknown {
  if (!ring.sealing || sealedPartOf(data)) return data;
  const part = personalPartOf(type, data, metadata);
  if (!part) return data;
  const rest: Data = { ...(data as Data) };
  const personal: Data = {};
  for (const f of part.fields) {
    if (rest[f] === undefined) continue;
    personal[f] = rest[f];
    delete rest[f];
  }
  const fields = Object.keys(personal);
  if (fields.length === 0) return data;
  try {
    return { ...rest, [SEALED]: { v: 1, s: part.subjects, f: fields, c: ring.seal(part.subjects, JSON.stringify(personal), type) } satisfies SealedPart };
  } catch (err) {
    if (opts.erasedUnsealable && err instanceof SubjectErased) return { ...rest, [SEALED]: unsealable(part.subjects, fields) };
    return refusedAsErased(err);
  }
}

/** Metadata as stored: a team member's name sealed under the team's key. */
export function sealMetadata(ring: Keyring, metadata: EventMetadata, opts: SealOptions = {}): EventMetadata {
  const subject = memberSubjectOf(metadata);
  if (!ring.sealing || !subject || metadata.actor.kind !== 'team') return metadata;
  const actor = metadata.actor;
  const withMember = (member: SealedPart): EventMetadata => ({ ...metadata, actor: { ...actor, member: { [SEALED]: member } as unknown as string } });
  try {
    return withMember({ v: 1, s: [subject], f: ['member'], c: ring.seal([subject], JSON.stringify(metadata.actor.member), 'member') });
  } catch (err) {
    if (opts.erasedUnsealable && err instanceof SubjectErased) return withMember(unsealable([subject], ['member']));
    return refusedAsErased(err);
  }
}

/** An event's data as read: sealed fields opened, or their erased values once a key is gone. */
export function openData(ring: Keyring, type: string, data: unknown): unknown {
  const part = sealedPartOf(data);
  if (!part) return data;
  const { [SEALED]: _, ...rest } = data as Data;
  const plain = ring.open(part.s, part.c, type);
  const fields: Data = plain === null ? Object.fromEntries(part.f.map((f) => [f, erasedValue(f)])) : (JSON.parse(plain) as Data);
  return { ...rest, ...fields };
}

/** Metadata as read: the member's name opened, or left out once the team's key is gone. */
export function openMetadata(ring: Keyring, metadata: EventMetadata): EventMetadata {
  const member = (metadata?.actor as { member?: unknown } | undefined)?.member;
  const part = sealedPartOf(member);
  if (!part || metadata.actor.kind !== 'team') return metadata;
  const plain = ring.open(part.s, part.c, 'member');
  const { member: _, ...actor } = metadata.actor;
  return { ...metadata, actor: plain === null ? actor : { ...actor, member: JSON.parse(plain) as string } };
}
