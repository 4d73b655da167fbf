import type { MikroORM } from '@mikro-orm/postgresql';
import { PUBLIC_RECORD_FORMAT, type PublicRecord, type RecordChainRow } from '@fit/events';
import { cohortHeads } from '../../store/heads.js';
import { commitmentOf, RAW_COLUMNS } from '../../store/chain.js';
import type { EventRow } from '../../store/types.js';
import { listPublicKeys } from '../../store/signing.js';
import { cohortResults } from '../showcase/showcase.read.js';
import { liveCategoryResults } from '../judging/judging.read.js';
import { sealedBallots } from './audit.read.js';
import { publicCategoryVerification } from './judging-audit.read.js';
import { loadRewrites } from '../../store/rewrites.js';

/**
 * A cohort's public record (docs/AUDIT.md#the-public-record; the format is events/src/audit/record.ts):
 * what an observer's own verifier needs, nothing private. Ballots are anonymised as on the
 * public verification view; the chain's rows are hashes only, so no event's content leaves the
 * server, but each row names the one before it from the genesis row to the cohort's newest head,
 * and the content hash its own hash follows from (rows sealed with link 2). Each counted ballot
 * carries the commitment to its private part, from which with its ranks and fingerprint its
 * row's content hash follows.
 */
export async function publicRecord(orm: MikroORM, cohort: { tag: string; name: string }, now: Date = new Date()): Promise<PublicRecord> {
  const { counted, replaced, teams } = await sealedBallots(orm, cohort.tag);
  const jury = await publicCategoryVerification(orm, cohort.tag);
  const em = orm.em.fork();
  const heads = await cohortHeads(em, cohort.tag);
  const keys = await listPublicKeys(em);

  const positions = [...counted, ...replaced].map((b) => b.event.position);
  const sealed = await em.execute<{ seq: string; position: string; link: number }[]>(
    `select seq::text as seq, position::text as position, link from event_chain where position in (select jsonb_array_elements_text(?::jsonb)::bigint)`,
    [JSON.stringify(positions)],
  );
  const seqOf = new Map(sealed.map((r) => [r.position, r.seq]));
  // The commitment is the stored (not upcast) event's whole content hash, on rows sealed with link 2.
  const recomputable = sealed.filter((r) => r.link === 2).map((r) => r.position);
  const commitments = new Map(
    (
      await em.execute<EventRow[]>(`select ${RAW_COLUMNS} from events where position in (select jsonb_array_elements_text(?::jsonb)::bigint)`, [
        JSON.stringify(recomputable),
      ])
    ).map((e) => [e.position, commitmentOf(e)]),
  );
  // A ballot rewritten once into its sealed form (a member's name sealed) is committed to as it was sealed.
  for (const [position, rw] of await loadRewrites(em, recomputable)) commitments.set(position, rw.was);
  const lastSeq = [...heads.map((h) => BigInt(h.seq)), ...[...seqOf.values()].map(BigInt)].reduce((a, b) => (b > a ? b : a), 0n);
  const chain = await em.execute<RecordChainRow[]>(
    `select seq::text as seq, position::text as position, prev_hash as "prevHash", hash, case when link = 2 then content_hash end as "contentHash"
     from event_chain where seq <= ?::bigint order by event_chain.seq`,
    [lastSeq.toString()],
  );

  const names = new Map<string, string>();
  for (const b of counted) for (const r of b.ranks) names.set(r.teamId, r.teamName);
  for (const c of jury.categories) for (const r of c.rows) if (!names.has(r.teamId)) names.set(r.teamId, teams.nameOf(r.teamId) ?? r.teamName);
  const folded = teams.teams();
  const erased = new Set([...names.keys()].filter((id) => folded.get(id)?.erased));
  for (const c of jury.categories) for (const r of c.rows) if (r.erased) erased.add(r.teamId);

  return {
    format: PUBLIC_RECORD_FORMAT,
    cohortTag: cohort.tag,
    cohortName: cohort.name,
    generatedAt: now.toISOString(),
    keys: keys.map((k) => ({ keyId: k.keyId, algorithm: k.algorithm, publicKey: k.publicKey })),
    heads,
    chain,
    ballots: counted.map((b) => ({
      fingerprint: b.fingerprint,
      seq: seqOf.get(b.event.position)!,
      position: b.event.position,
      ranks: b.ranks,
      commitment: commitments.get(b.event.position) ?? null,
    })),
    replaced: replaced.map((b) => ({ fingerprint: b.fingerprint, seq: seqOf.get(b.event.position)!, position: b.event.position })),
    teams: [...names].map(([teamId, name]) => ({ teamId, name, ...(erased.has(teamId) ? { erased: true } : {}) })).sort((a, b) => (a.teamId < b.teamId ? -1 : 1)),
    juryScores: jury.juryScores,
    categories: jury.categories.map((c) => ({ categoryId: c.categoryId, name: c.name, method: c.method, weight: c.weight, formula: c.formula })),
    results: { overall: await cohortResults(em, cohort.tag), categories: await liveCategoryResults(em, cohort.tag) },
  };
}
