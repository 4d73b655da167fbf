// Check a saved chain head's signature with Node and nothing else (docs/AUDIT.md#what-is-signed).
//
//   node docs/audit/check-signature.mjs saved-head.json https://<app>       (fetches the public key)
//   node docs/audit/check-signature.mjs saved-head.json public-record.json  (the key from a record)
//
// Prints "Signature valid" (exit 0) or "Signature NOT valid" (exit 1); 2 when a file or the key
// cannot be read. It proves only that the app's key signed this head; whether the head is still
// part of the history is what the verifier checks (docs/AUDIT.md#check-it-on-your-own-machine).
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [headFile, keySource] = process.argv.slice(2);
if (!headFile || !keySource) {
  console.error('Usage: node check-signature.mjs <saved-head.json> <https://app | public-record.json>');
  process.exit(2);
}

let head, keys;
try {
  head = JSON.parse(readFileSync(headFile, 'utf8'));
  const source = /^https?:\/\//.test(keySource) ? await (await fetch(new URL('/api/audit/public-key', keySource))).json() : JSON.parse(readFileSync(keySource, 'utf8'));
  keys = source.keys ?? [source];
} catch (err) {
  console.error(`Could not read the head or the key: ${err.message}`);
  process.exit(2);
}

const key = keys.find((k) => k.keyId === head.keyId);
if (!key) {
  console.log(`Signature NOT valid: the head names key ${head.keyId}, which is not among the app's keys.`);
  process.exit(1);
}
// The signed bytes: seven lines joined by LF, no trailing newline.
const bytes = ['fit-chain-head/v1', head.keyId, head.cohortTag, head.seq, head.position, head.hash, head.at].join('\n');
const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key.publicKey, 'base64').toString('base64url') }, format: 'jwk' });
const ok = verify(null, Buffer.from(bytes, 'utf8'), publicKey, Buffer.from(head.signature, 'base64'));
console.log(
  ok
    ? `Signature valid: key ${head.keyId} signed position ${head.position}, hash ${head.hash}.`
    : 'Signature NOT valid: this head was not signed by the app, or was changed after signing.',
);
process.exit(ok ? 0 : 1);
