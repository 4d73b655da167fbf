import { Router, type Request } from 'express';
import { badInput, ERASURE_REASONS, notFound, workbookFileName, type ErasureReason } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { requireAdmin, requireTeamAccess, viewerOf } from '../../auth/viewer.js';
import { findTeamById, teamJson } from '../teams/teams.read.js';
import { parseTeamId } from '../teams/handle.js';
import { eraseTeam, requestErasure } from './erase.js';
import { buildTeamExport, teamExportFileName } from './export.js';

/** The code an instructor types to confirm an erasure: the team's own, so a slip of the id erases nothing. */
export const CONFIRM_CODE_MESSAGE = "Type the team's code to confirm the erasure";

/** Checks the confirmation against the team (404 for an unknown team, 400 for a wrong code). */
export async function checkErasureConfirmation(s: Services, teamId: string, confirmCode: unknown) {
  const team = await findTeamById(s.orm.em.fork(), teamId);
  if (!team) throw notFound('Team not found');
  if (typeof confirmCode !== 'string' || confirmCode.trim().toUpperCase() !== team.code.toUpperCase()) throw badInput(CONFIRM_CODE_MESSAGE);
}

export function parseErasureReason(raw: unknown): ErasureReason {
  if (raw === undefined || raw === null) return 'instructor';
  if (typeof raw !== 'string' || !(ERASURE_REASONS as readonly string[]).includes(raw)) throw badInput('reason must be instructor, request or retention');
  return raw as ErasureReason;
}

export function privacyRouter(s: Services) {
  const r = Router();

  const ownTeam = (req: Request) => {
    const id = parseTeamId(req.params.id);
    requireTeamAccess(viewerOf(req), id);
    return id;
  };

  /** An instructor erases a team: its key destroyed, its data unreadable everywhere (docs/PRIVACY.md#erasure). */
  r.post('/admin/teams/:id/erase', async (req, res) => {
    requireAdmin(viewerOf(req));
    const teamId = parseTeamId(req.params.id);
    await checkErasureConfirmation(s, teamId, req.body?.confirmCode);
    res.json(await eraseTeam(s, metadataOf(req), teamId, parseErasureReason(req.body?.reason)));
  });

  /** A team asks to be erased; its instructor confirms. */
  r.post('/teams/:id/erasure-request', async (req, res) => {
    const team = await requestErasure(s, metadataOf(req), ownTeam(req));
    res.json(teamJson(team, true));
  });

  /** Everything held about the team, for the team and its instructors. */
  r.get('/teams/:id/export', async (req, res) => {
    const now = new Date();
    const data = await buildTeamExport(s.orm.em.fork(), ownTeam(req), now);
    res.set('Content-Disposition', `attachment; filename="${teamExportFileName(data.team.code, now)}"`);
    res.set('Cache-Control', 'no-store');
    res.json(data);
  });

  /** The team's workbook (Markdown), the same as the export's. */
  r.get('/teams/:id/export/workbook', async (req, res) => {
    const now = new Date();
    const data = await buildTeamExport(s.orm.em.fork(), ownTeam(req), now);
    res.set('Content-Disposition', `attachment; filename="${workbookFileName(data.team.code, now)}"`);
    res.set('Cache-Control', 'no-store');
    res.type('text/markdown; charset=utf-8').send(data.workbook.markdown);
  });

  return r;
}
