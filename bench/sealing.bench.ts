// `npm run bench:sealing`: REST autosave with personal data sealed in the log (AES-256-GCM under
// each team's key, docs/PRIVACY.md) and without (PERSONAL_DATA_SEALING=off, plain fields), side by
// side in one run (bench/autosave-pair.ts says how), and what sealing one event costs alone. The
// goal: within 5 %.
import { autosavePair } from './autosave-pair.js';
import { randomBytes } from 'node:crypto';
import { fmt } from './lib.js';
import { Keyring } from '../api/src/privacy/keyring.js';
import { masterKeyId } from '../api/src/privacy/master-key.js';
import { openData, sealData } from '../api/src/privacy/sealing.js';

/**
 * What sealing and opening one autosave's event costs on this CPU, alone: a PhaseDocUpdated with a
 * 200-character edit, sealed and opened N times under a key already held (as on the write path).
 */
async function sealingCpu(n = 20_000) {
  const master = randomBytes(32);
  const ring = new Keyring({ current: { id: masterKeyId(master), key: master }, byId: new Map([[masterKeyId(master), master]]), source: 'bench' });
  const team = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
  const key = randomBytes(32);
  const { wrapped, masterKeyId: id } = ring.wrap(`team:${team}`, key);
  await ring.prepare(async () => [[{ subject: `team:${team}`, wrapped, master_key_id: id }]], [`team:${team}`]);
  const text = 'x'.repeat(200);
  const data = { teamId: team, phaseNumber: 1, update: Buffer.from(text).toString('base64'), edits: { idea: [0, 0, text] } };
  const metadata = { actor: { kind: 'team' as const, id: team }, requestId: 'r', at: new Date().toISOString() };
  const started = performance.now();
  for (let i = 0; i < n; i++) openData(ring, 'PhaseDocUpdated', sealData(ring, 'PhaseDocUpdated', data, metadata));
  return ((performance.now() - started) * 1000) / n;
}
const microsPerEvent = await sealingCpu();

await autosavePair({
  name: 'sealing',
  off: { label: 'plain (PERSONAL_DATA_SEALING=off)', env: { PERSONAL_DATA_SEALING: 'off' } },
  on: {
    label: 'sealed (the default)',
    env: async () => ({}),
    started: () => () => [`sealing and opening one autosave's event in this process: ${fmt(microsPerEvent, 1)} µs`],
  },
});
process.exit(0);
