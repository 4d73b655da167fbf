import { adminDecider, adminStreamId, parseUsername, badInput, type AdminCommand, type AdminRole, type EventMetadata } from '@fit/events';
import { handleCommand } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { AdminEntity, type Admin } from '../../projections/admins/admin.entity.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';

export const MIN_PASSWORD_LENGTH = 8;

function parsePassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length < MIN_PASSWORD_LENGTH) throw badInput('Password must have at least {min, number} characters', { min: MIN_PASSWORD_LENGTH });
  if (raw.length > 200) throw badInput('Password is too long');
  return raw;
}

const systemMeta = (): EventMetadata => ({ actor: { kind: 'system' }, requestId: 'cli', at: new Date().toISOString() });

export const findAdmin = (s: Services, username: string): Promise<Admin | null> => s.orm.em.fork().findOne(AdminEntity, { username });

async function runAdminCommand(s: Services, username: string, command: AdminCommand, m: EventMetadata) {
  await handleCommand(s, { decider: adminDecider, streamId: adminStreamId(username), metadata: m, command });
}

export async function createAdmin(s: Services, input: { username: unknown; password: unknown; role?: AdminRole }, m = systemMeta()) {
  const username = parseUsername(input.username);
  const role = input.role ?? 'admin';
  await runAdminCommand(s, username, { type: 'CreateAdmin', username, passwordHash: await hashPassword(parsePassword(input.password)), role }, m);
  return { username, role };
}

export async function resetAdminPassword(s: Services, input: { username: unknown; password: unknown }, m = systemMeta()) {
  const username = parseUsername(input.username);
  await runAdminCommand(s, username, { type: 'ResetAdminPassword', passwordHash: await hashPassword(parsePassword(input.password)) }, m);
}

/** ADMIN_USERNAME/ADMIN_PASSWORD: create that admin at start when missing (never reset it). */
export async function ensureConfiguredAdmin(s: Services) {
  const { adminUsername, adminPassword } = s.config;
  if (!adminUsername || !adminPassword) return false;
  if (await findAdmin(s, adminUsername)) return false;
  await createAdmin(s, { username: adminUsername, password: adminPassword, role: 'admin' });
  return true;
}

/** The user when the credentials match; null otherwise (same time either way). */
export async function checkCredentials(s: Services, username: string, password: string) {
  const admin = await findAdmin(s, username);
  const ok = await verifyPassword(password, admin?.passwordHash ?? null);
  return ok && admin ? { username: admin.username, role: admin.role } : null;
}
