import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { forbidden, unauthenticated, type Actor, type EventMetadata } from '@fit/events';

export function actorOf(req: Request): Actor {
  const admin = req.session?.admin;
  if (admin) return { kind: admin.role === 'auditor' ? 'auditor' : 'admin', id: admin.username };
  if (req.session?.teamId) return { kind: 'team', id: req.session.teamId };
  return { kind: 'anonymous' };
}

export function requestId(req: Request): string {
  const given = req.get('x-request-id');
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

export function metadataOf(req: Request, now: Date = new Date()): EventMetadata {
  return { actor: actorOf(req), requestId: requestId(req), at: now.toISOString() };
}

export function requireAdmin(req: Request): string {
  const admin = req.session?.admin;
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  if (admin.role !== 'admin') throw forbidden('This account can only read audit information');
  return admin.username;
}

/** Admins and auditors: read-only audit operations. */
export function requireStaff(req: Request): string {
  const admin = req.session?.admin;
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  return admin.username;
}

export function requireTeamSession(req: Request): string {
  const teamId = req.session?.teamId;
  if (!teamId) throw unauthenticated('Team session required. Log in as a team via the Phase 8 page button.');
  return teamId;
}

export const isAdmin = (req: Request) => req.session?.admin?.role === 'admin';
