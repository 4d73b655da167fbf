/**
 * Event versioning. Every event type has a current version; an event stored under an older
 * version is upcast step by step when read, never rewritten in place. To change an event's
 * shape: bump its entry in CURRENT_VERSIONS and add an upcaster from the previous version.
 */
type Upcaster = (data: any) => any;

export const CURRENT_VERSIONS: Record<string, number> = {};

const upcasters = new Map<string, Upcaster>();

const key = (type: string, fromVersion: number) => `${type}@${fromVersion}`;

export function registerUpcaster(type: string, fromVersion: number, upcast: Upcaster) {
  upcasters.set(key(type, fromVersion), upcast);
  CURRENT_VERSIONS[type] = Math.max(CURRENT_VERSIONS[type] ?? 1, fromVersion + 1);
}

export const currentVersion = (type: string) => CURRENT_VERSIONS[type] ?? 1;

/** Brings stored data of (type, version) up to the current version of that type. */
export function upcast(type: string, version: number, data: unknown): { version: number; data: unknown } {
  let v = version;
  let d = data;
  const target = currentVersion(type);
  while (v < target) {
    const step = upcasters.get(key(type, v));
    if (!step) throw new Error(`No upcaster for ${type} v${v}`);
    d = step(d);
    v += 1;
  }
  return { version: v, data: d };
}

// v1 of WebsiteSubmitted (before cohort-scoped submissions) carried only {teamId, url}.
registerUpcaster('WebsiteSubmitted', 1, (d) => ({ teamId: d.teamId, cohortTag: d.cohortTag ?? null, websiteUrl: d.websiteUrl ?? d.url }));
