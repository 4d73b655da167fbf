import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedVolumeAt, redisServerArgs, services } from './compose.js';

const root = resolve(import.meta.dirname, '../..');
const read = (f: string) => readFileSync(resolve(root, f), 'utf8');

/** api/dist/<name>.js, checked against the entry points api/scripts/build-api.mjs builds. */
const buildScript = read('api/scripts/build-api.mjs');
const built = (name: string) => {
  expect(buildScript).toMatch(new RegExp(`^  ${name}: 'api/src/[^']+\\.ts',$`, 'm'));
  return `api/dist/${name}.js`;
};
const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

const apps = Object.entries(services).filter(([, s]) => !s.command && s.build);
const text = (c: unknown) => (Array.isArray(c) ? c.join(' ') : String(c ?? ''));

describe('docker-compose.yml', () => {
  it('has PostgreSQL 17 and Redis 7 with health checks', () => {
    expect(services.postgres!.image).toBe('postgres:17');
    expect(services.redis!.image).toBe('redis:7');
    expect(text(services.postgres!.healthcheck?.test)).toContain('pg_isready');
    expect(text(services.redis!.healthcheck?.test)).toContain('ping');
  });

  it("keeps Redis's data (the sessions) across a restart: an append-only file on a named volume at the image's /data", () => {
    expect(redisServerArgs(services.redis!)).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(namedVolumeAt(services.redis!, '/data')).not.toBeNull();
    // faults/redis-persist.int.test.ts runs a real redis-server with these settings and restarts it.
  });

  it('runs migrations once, in a one-shot service, before the instances and the worker', () => {
    expect(text(services.migrate!.command)).toBe(`node ${built('migrate')}`);
    expect((services.migrate!.depends_on as Record<string, { condition: string }>).postgres?.condition).toBe('service_healthy');
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [name, s] of [...apps, ['worker', services.worker!] as const]) {
      const deps = s.depends_on as Record<string, { condition: string }>;
      expect(deps.migrate?.condition, name).toBe('service_completed_successfully');
      expect(deps.postgres?.condition, name).toBe('service_healthy');
      expect(deps.redis?.condition, name).toBe('service_healthy');
    }
    expect(text(services.worker!.command)).toBe(`node ${built('worker')}`);
  });

  it('puts the instances behind Caddy on :3000, trusting the proxy', () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.ports).toContain('3000:3000');
    const deps = proxy.depends_on as Record<string, { condition: string }>;
    const caddyfile = read('deploy/Caddyfile');
    for (const [name, s] of apps) {
      expect(deps[name]?.condition, name).toBe('service_healthy');
      expect(caddyfile).toContain(`${name}:3000`);
      expect(s.environment?.TRUST_PROXY).toBe('1');
      expect(s.ports ?? []).toEqual([]);
    }
    expect(caddyfile).toContain('health_uri /healthz');
  });

  it('mounts no source, installs nothing and waits for nothing at start', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const v of s.volumes ?? []) {
        const source = typeof v === 'string' ? v.split(':')[0]! : (v.source ?? '');
        expect(source === '.' || source === './' || /^\.\/(api|events|web|widget)\b/.test(source) || source === '/srv', `${name} mounts ${source}`).toBe(false);
      }
      const run = `${text(s.command)} ${text(s.entrypoint)}`;
      expect(run, name).not.toMatch(/npm (ci|install)|\bsleep\b/);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  it('builds in one stage and runs production dependencies as a non-root user in another', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(runtime).toMatch(/^FROM node:20-bookworm-slim/m);
    expect(runtime).toMatch(/npm ci --omit=dev/);
    const user = /^USER (\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    // The image runs the server as `npm start` does: the same Node flags, the compiled entry.
    const start = /&& node ((?:--\S+ )*)(\S+)$/.exec(rootScripts.start);
    expect(start?.[2]).toBe(built('server'));
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? 'null') as string[];
    expect(cmd).toEqual(['node', ...start![1]!.split(' ').filter(Boolean), built('server')]);
    expect(runtime).toContain('COPY --from=build /srv/api/dist api/dist');
    expect(runtime).toContain('COPY --from=build /srv/web/dist');
    expect(runtime).toContain('COPY --from=build /srv/widget/dist');
  });

  it('builds the API (with the web app and the widget) in the build stage', () => {
    const build = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
    expect(build).toMatch(/^RUN npm run build$/m);
    expect(rootScripts.build).toContain('npm run build:api');
    expect(rootScripts['build:api']).toBe('node api/scripts/build-api.mjs');
  });

  it('runs the compiled API from production dependencies: no tsx, and every package the server imports', () => {
    const deps = (f: string) => Object.keys((JSON.parse(read(f)) as { dependencies: Record<string, string> }).dependencies);
    const production = new Set([...deps('api/package.json'), ...deps('events/package.json'), '@fit/events']);
    // The bundle keeps node_modules imports as they are (packages: 'external'): Node resolves
    // them at run time, so each must be a production dependency; tsx is not needed any more.
    expect(production.has('tsx')).toBe(false);
    expect(runtime).not.toMatch(/--import|tsx/);
    const imported = new Set<string>();
    for (const dir of ['api/src', 'events/src']) {
      for (const f of readdirSync(resolve(root, dir), { recursive: true }) as string[]) {
        // Test files and test helpers (events/src/testing) never run in the server.
        if (!f.endsWith('.ts') || f.endsWith('.test.ts') || f.startsWith('testing/')) continue;
        for (const m of read(`${dir}/${f}`).matchAll(/^import (?!type )[^;]*?from '([^.'][^']*)'|import\('([^.'][^']*)'\)/gm)) {
          const spec = (m[1] ?? m[2])!;
          if (spec.startsWith('node:')) continue;
          imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((p) => !production.has(p))).toEqual([]);
  });
});
