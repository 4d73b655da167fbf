/**
 * The command-line verifier (docs/AUDIT.md#check-it-on-your-own-machine): the same checks as
 * the offline page, from files, with Node 20 and nothing else. Built into one file,
 * fit-verify.mjs, served by the app (web/scripts/build-verifier.mjs); in the repository,
 * `npm run verify-record -- …` runs it from the sources.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { webcrypto } from 'node:crypto';
import { receiptSentence, savedHeadsFrom, verifyRecord } from '@fit/events/audit';

const USAGE = `Usage: node fit-verify.mjs <public-record.json> [saved-head.json …] [--receipt CODE] [--json]

Checks a cohort's public record on this machine, asking no server: every head's signature, the
chain from its first row, that each head you saved is still part of it, the overall tally and
every prize category, and (with --receipt) your ballot's place in the ballot list.
Answers Intact, Rewritten or Refused, and "tally matches" or where it differs.
Exit code 0: intact and the tally matches (and the receipt is counted); 1: anything else; 2: usage or unreadable file.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { receipt: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [recordPath, ...headPaths] = positionals;
  if (values.help || !recordPath) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  let record: string;
  let saved;
  try {
    record = readFileSync(recordPath, 'utf8');
    saved = savedHeadsFrom(headPaths.map((p) => readFileSync(p, 'utf8')));
  } catch (err) {
    console.error(`Error: ${(err as Error).message}`);
    return 2;
  }
  const v = await verifyRecord(record, { saved, receipt: values.receipt ?? null, subtle: webcrypto.subtle as SubtleCrypto });
  if (values.json) console.log(JSON.stringify(v, null, 2));
  else {
    console.log(v.summary);
    console.log(v.message);
    for (const d of v.tally.differences) console.log(`- ${d}`);
    if (v.receipt) console.log(receiptSentence(v.receipt));
  }
  return v.verdict === 'intact' && v.tally.matches && (!v.receipt || v.receipt.counted) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Error: ${err.message}`);
    process.exit(2);
  },
);
