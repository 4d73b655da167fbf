import type { MikroORM } from '@mikro-orm/postgresql';
import { PUBLIC_RECORD_FORMAT, type PublicRecord, type RecordChainRow } from '@fit/events';
import { cohortHeads } from '../../store/heads.js';
import { listPublicKeys } from '../../store/signing.js';
import { cohortResults } from '../showcase/showcase.read.js';
import { liveCategoryResults } from '../judging/judging.read.js';
import { sealedBallots } from './audit.read.js';
import { publicCategoryVerification } from './judging-audit.read.js';

/**
 * A cohort's public record (docs/AUDIT.md#the-public-record; the format is events/src/audit/record.ts):
 * what an observer's own verifier needs, nothing private. Ballots are anonymised as on the
 * public verification view; the chain's rows are hashes only, so no event's content leaves the
 * server, but each row names the one before it from the genesis row to the cohort's newest head.
 */
export async function publicRecord(orm: MikroORM, cohort: { tag: string; name: string }, now: Date = new Date()): Promise<PublicRecord> {
  const { counted, replaced, teams } = await sealedBallots(orm, cohort.tag);
  const jury = await publicCategoryVerification(orm, cohort.tag);
  const em = orm.em.fork();
  const heads = await cohortHeads(em, cohort.tag);
  const keys = await listPublicKeys(em);

  const positions = [...counted, ...replaced].map((b) => b.event.position);
  const seqOf = new Map(
    (
      await em.execute<{ seq: string; position: string }[]>(
        `select seq::text as seq, position::text as position from event_chain where position in (select jsonb_array_elements_text(?::jsonb)::bigint)`,
        [JSON.stringify(positions)],
      )
    ).map((r) => [r.position, r.seq]),
  );
  const lastSeq = [...heads.map((h) => BigInt(h.seq)), ...[...seqOf.values()].map(BigInt)].reduce((a, b) => (b > a ? b : a), 0n);
  const chain = await em.execute<RecordChainRow[]>(
    `select seq::text as seq, position::text as position, prev_hash as "prevHash", hash from event_chain where seq <= ?::bigint order by event_chain.seq`,
    [lastSeq.toString()],
  );

  const names = new Map<string, string>();
  for (const b of counted) for (const r of b.ranks) names.set(r.teamId, r.teamName);
  for (const c of jury.categories) for (const r of c.rows) if (!names.has(r.teamId)) names.set(r.teamId, teams.nameOf(r.teamId) ?? r.teamName);

  return {
    format: PUBLIC_RECORD_FORMAT,
    cohortTag: cohort.tag,
    cohortName: cohort.name,
    generatedAt: now.toISOString(),
    keys: keys.map((k) => ({ keyId: k.keyId, algorithm: k.algorithm, publicKey: k.publicKey })),
    heads,
    chain,
    ballots: counted.map((b) => ({ fingerprint: b.fingerprint, seq: seqOf.get(b.event.position)!, position: b.event.position, ranks: b.ranks })),
    replaced: replaced.map((b) => ({ fingerprint: b.fingerprint, seq: seqOf.get(b.event.position)!, position: b.event.position })),
    teams: [...names].map(([teamId, name]) => ({ teamId, name })).sort((a, b) => (a.teamId < b.teamId ? -1 : 1)),
    juryScores: jury.juryScores,
    categories: jury.categories.map((c) => ({ categoryId: c.categoryId, name: c.name, method: c.method, weight: c.weight, formula: c.formula })),
    results: { overall: await cohortResults(em, cohort.tag), categories: await liveCategoryResults(em, cohort.tag) },
  };
}
