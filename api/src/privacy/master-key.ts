import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The master keys that wrap every data key (docs/PRIVACY.md#keys). The current one wraps new
 * data keys; retired ones only unwrap keys not yet re-wrapped (`npm run privacy -- rotate`).
 *
 * - MASTER_KEY: 32 random bytes, base64 (e.g. `openssl rand -base64 32`), the current key.
 * - MASTER_KEYS_RETIRED: earlier master keys, comma-separated, until every data key is rotated.
 * - Neither set: a key is generated once and kept in `<DATA_DIR>/master-key` (mode 0600), as the
 *   embedded database keeps its data there. Production should pass MASTER_KEY from a secret
 *   store, apart from the database and its backups.
 */

export interface MasterKey {
  /** First 12 hex digits of sha256(key): stored beside each wrapped key, never the key. */
  id: string;
  key: Buffer;
}

export interface MasterKeys {
  current: MasterKey;
  byId: ReadonlyMap<string, Buffer>;
  /** Where the current key came from, for the start-up line (never the key). */
  source: string;
}

export const MASTER_KEY_FILE = 'master-key';

export const masterKeyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

/** A key as configured: base64 of exactly 32 bytes, else a clear error naming the variable (never the value). */
export function parseMasterKey(text: string, name: string): MasterKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== text.trim()) throw new Error(`${name} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  return { id: masterKeyId(key), key };
}

/** Reads the key file, or makes it when there is none (one process wins a race; the others read its key). */
function fileKey(dataDir: string): MasterKey {
  const path = resolve(join(dataDir, MASTER_KEY_FILE));
  try {
    return parseMasterKey(readFileSync(path, 'utf8'), path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseMasterKey(readFileSync(path, 'utf8'), path);
}

export function loadMasterKeys(opts: { masterKey: string | null; retired: readonly string[]; dataDir: string }): MasterKeys {
  const current = opts.masterKey ? parseMasterKey(opts.masterKey, 'MASTER_KEY') : fileKey(opts.dataDir);
  const byId = new Map<string, Buffer>([[current.id, current.key]]);
  opts.retired.forEach((text, i) => {
    const k = parseMasterKey(text, `MASTER_KEYS_RETIRED[${i}]`);
    byId.set(k.id, k.key);
  });
  return { current, byId, source: opts.masterKey ? 'MASTER_KEY' : join(opts.dataDir, MASTER_KEY_FILE) };
}
