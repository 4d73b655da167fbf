import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** docker-compose.yml as the tests read it (YAML merge keys resolved). */
export interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  entrypoint?: string | string[];
  volumes?: (string | { source?: string; target?: string })[];
  depends_on?: Record<string, { condition: string }> | string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown; disable?: boolean };
  ports?: string[];
}

const root = resolve(import.meta.dirname, '../..');
export const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
export const services = compose.services;

/** The redis-server arguments a compose service gives (its command without the program name). */
export const redisServerArgs = (s: Service): string[] => {
  const command = Array.isArray(s.command) ? s.command : s.command ? s.command.split(/\s+/) : [];
  return command[0] === 'redis-server' ? command.slice(1) : command;
};

/** The named volume (declared under the file's `volumes:`) a service mounts at `target`, or null. */
export const namedVolumeAt = (s: Service, target: string): string | null => {
  for (const v of s.volumes ?? []) {
    const [source, mountedAt] = typeof v === 'string' ? v.split(':') : [v.source, v.target];
    if (mountedAt === target && source && compose.volumes && source in compose.volumes) return source;
  }
  return null;
};
