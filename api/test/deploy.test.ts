import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { namedVolumeAt, redisServerArgs, services, type Service } from './compose.js';

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
    // Readiness, not liveness: a draining instance (503) gets no new requests.
    expect(caddyfile).toContain('health_uri /readyz');
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

describe('observability (deploy/, the `observability` compose profile)', () => {
  /** Every metric name the app defines (observability/*.ts) and prom-client's process metrics it reads. */
  const defined = new Set<string>();
  for (const f of readdirSync(resolve(root, 'api/src/observability'))) {
    for (const m of read(`api/src/observability/${f}`).matchAll(/'(fit_\w+)'/g)) defined.add(m[1]!);
  }
  const known = (name: string) => defined.has(name.replace(/_(bucket|count|sum)$/, '')) || /^(process_|nodejs_|up$)/.test(name);
  const usedIn = (text: string) => [...new Set([...text.matchAll(/\b((?:fit|process|nodejs)_\w+|up)(?=[{[(\s)])/g)].map((m) => m[1]!))];

  it('starts Prometheus and Grafana only with the profile, beside the app, on local ports', () => {
    for (const name of ['prometheus', 'grafana']) {
      const s = services[name] as Service & { profiles?: string[] };
      expect(s.profiles, name).toEqual(['observability']);
      for (const p of s.ports ?? []) expect(p, name).toMatch(/^127\.0\.0\.1:/);
    }
    // Nothing else is in a profile: a plain `docker compose up` starts everything but these two.
    const profiled = Object.entries(services).filter(([, s]) => (s as { profiles?: string[] }).profiles);
    expect(profiled.map(([n]) => n).sort()).toEqual(['grafana', 'prometheus']);
  });

  it('scrapes each instance and the worker on the METRICS_PORT they are given', () => {
    const config = parse(read('deploy/prometheus.yml')) as { rule_files: string[]; scrape_configs: { static_configs: { targets: string[] }[] }[] };
    const targets = config.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets));
    const scraped = [...apps.map(([n]) => n), 'worker'];
    for (const name of scraped) {
      const port = services[name]!.environment?.METRICS_PORT;
      expect(port, name).toMatch(/^\d+$/);
      expect(targets).toContain(`${name}:${port}`);
    }
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    const mounts = (services.prometheus!.volumes ?? []).map(String);
    expect(mounts).toContain('./deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(mounts).toContain('./deploy/alerts.yml:/etc/prometheus/alerts.yml:ro');
  });

  it('has few alerts, each paging, with a runbook section in docs/OPERATIONS.md and only metrics the app serves', () => {
    const rules = (
      parse(read('deploy/alerts.yml')) as {
        groups: { rules: { alert: string; expr: string; for: string; labels: { severity: string }; annotations: { runbook: string } }[] }[];
      }
    ).groups.flatMap((g) => g.rules);
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(rules.length).toBeLessThanOrEqual(8);
    const operations = read('docs/OPERATIONS.md');
    const anchors = new Set(
      [...operations.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const r of rules) {
      expect(r.labels.severity, r.alert).toBe('page');
      expect(r.for, r.alert).toMatch(/^\d+m$/);
      expect(anchors, r.alert).toContain(r.annotations.runbook.split('#')[1]);
      expect(
        usedIn(r.expr).filter((n) => !known(n)),
        r.alert,
      ).toEqual([]);
    }
  });

  it('provisions Grafana with the dashboard: the room, the write path and the jobs, on metrics the app serves', () => {
    const dashboard = JSON.parse(read('deploy/grafana/dashboards/found-in-two.json')) as { panels: { type: string; title: string; targets?: { expr: string }[] }[] };
    const rows = dashboard.panels.filter((p) => p.type === 'row').map((p) => p.title);
    expect(rows).toEqual(expect.arrayContaining(['Room (co-editing)', 'Write path', 'Jobs']));
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    expect(exprs.length).toBeGreaterThan(15);
    expect(exprs.flatMap(usedIn).filter((n) => !known(n))).toEqual([]);
    // Every metric the app defines is on the dashboard.
    expect([...defined].filter((m) => !exprs.some((e) => e.includes(m)))).toEqual([]);
    const mounts = (services.grafana!.volumes ?? []).map(String);
    expect(mounts).toContain('./deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro');
    const datasource = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as { datasources: { url: string }[] };
    expect(datasource.datasources[0]!.url).toBe('http://prometheus:9090');
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
