#!/usr/bin/env node
// Found-in-Two: check a cohort's published results against its public ballots.
//
//   node verify.mjs <server-url> <cohort-tag> [--receipt K7QM-2XPA-9RTE]
//
// Plain Node 20, no dependencies. Fetches the public verification view
// (GET /api/showcase/<tag>/verification) and the published results
// (GET /api/showcase/<tag>/results), recomputes the tally from the listed ballots with the
// published rule (1st 3 points, 2nd 2, 3rd 1; ties broken by most 1st, then 2nd, then 3rd-place
// votes; teams level on all four share a rank), and compares. With --receipt, also checks that
// the ballot of that receipt code is among the counted ones.
// Exit code: 0 everything matches, 1 a mismatch, 2 usage or network error.
import { createHash } from 'node:crypto';

const args = process.argv.slice(2);
const receiptAt = args.indexOf('--receipt');
const receipt = receiptAt >= 0 ? args[receiptAt + 1] : null;
const [base, tag] = args.filter((_, i) => receiptAt < 0 || (i !== receiptAt && i !== receiptAt + 1));
if (!base || !tag || (receiptAt >= 0 && !receipt)) {
  console.error('Usage: node verify.mjs <server-url> <cohort-tag> [--receipt CODE]');
  process.exit(2);
}

async function get(path) {
  const res = await fetch(new URL(path, base));
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body?.message ?? ''}`.trim());
  return body;
}

const POINTS = { 1: 3, 2: 2, 3: 1 };
const problems = [];

/** The tally of the listed ballots, ranked by the published rule. */
function tally(ballots) {
  const byTeam = new Map();
  for (const b of ballots) {
    const ranks = b.ranks.map((r) => r.rank);
    const teams = b.ranks.map((r) => r.teamId);
    if (new Set(ranks).size !== ranks.length || new Set(teams).size !== teams.length || ranks.some((r) => !POINTS[r])) {
      problems.push(`ballot ${b.fingerprint} is malformed (ranks ${ranks.join(',')})`);
    }
    for (const r of b.ranks) {
      const t = byTeam.get(r.teamId) ?? { teamId: r.teamId, teamName: r.teamName, points: 0, r1: 0, r2: 0, r3: 0 };
      t.points += POINTS[r.rank] ?? 0;
      t[`r${r.rank}`] += 1;
      byTeam.set(r.teamId, t);
    }
  }
  const cmp = (a, b) => b.points - a.points || b.r1 - a.r1 || b.r2 - a.r2 || b.r3 - a.r3;
  const byCode = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
  const rows = [...byTeam.values()].sort(
    (a, b) => cmp(a, b) || byCode(a.teamName.toLowerCase(), b.teamName.toLowerCase()) || byCode(a.teamName, b.teamName) || byCode(a.teamId, b.teamId),
  );
  return rows.map((row, i) => {
    let rank = i + 1;
    for (let j = i; j > 0 && cmp(rows[j - 1], row) === 0; j--) rank = j;
    return { rank, teamId: row.teamId, totalPoints: row.points, votes: [row.r1, row.r2, row.r3] };
  });
}

const shape = (rows) =>
  rows.map((r) => ({
    rank: r.rank,
    teamId: r.teamId,
    totalPoints: r.totalPoints,
    votes: Array.isArray(r.votes) && typeof r.votes[0] === 'object' ? [1, 2, 3].map((k) => r.votes.find((v) => v.rank === k)?.count ?? 0) : r.votes,
  }));

function compare(label, expected, actual) {
  const a = JSON.stringify(shape(expected));
  const b = JSON.stringify(shape(actual));
  if (a !== b) problems.push(`${label} differs from the tally recomputed from the ballots:\n  recomputed: ${a}\n  ${label}: ${b}`);
}

try {
  const view = await get(`/api/showcase/${encodeURIComponent(tag)}/verification`);
  const published = await get(`/api/showcase/${encodeURIComponent(tag)}/results`);
  if (view.ballotCount !== view.ballots.length) problems.push(`ballotCount ${view.ballotCount} but ${view.ballots.length} ballots listed`);
  const fps = view.ballots.map((b) => b.fingerprint);
  if (new Set(fps).size !== fps.length) problems.push('two ballots share a receipt fingerprint');
  const recomputed = tally(view.ballots);
  compare("the view's tally", recomputed, view.tally);
  compare('the published results', recomputed, published);

  console.log(`Cohort ${tag}: ${view.ballots.length} ballots, chain head seq ${view.chainHead?.seq ?? '-'} hash ${view.chainHead?.hash ?? '-'}`);
  for (const r of recomputed) console.log(`  ${String(r.rank).padStart(3)}. ${r.teamId}  ${r.totalPoints} pts  (${r.votes.join('/')})`);

  if (receipt) {
    const fingerprint = createHash('sha256').update(receipt.trim().toUpperCase(), 'utf8').digest('hex').slice(0, 16);
    if (fps.includes(fingerprint)) console.log(`Receipt ${receipt}: counted (fingerprint ${fingerprint}).`);
    else problems.push(`receipt ${receipt} (fingerprint ${fingerprint}) is not among the counted ballots`);
  }
} catch (err) {
  console.error(`Could not fetch the verification data: ${err.message}`);
  process.exit(2);
}

if (problems.length) {
  console.error(`Tally differs:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Tally matches: the published results follow from the listed ballots.');
