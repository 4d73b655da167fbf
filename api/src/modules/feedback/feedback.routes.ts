import { Router } from 'express';
import { parsePhaseNumber } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { feedbackJson } from './feedback.read.js';
import { commentOnPhase, readFeedback, reopenFeedback, replyToFeedback, resolveFeedback } from './handle.js';

/** REST adapter for feedback threads; access is feedbackRoleOf's, inside the handlers. */
export function feedbackRouter(s: Services) {
  const r = Router();

  r.get('/feedback/:teamId', async (req, res) => {
    const phase = req.query.phase === undefined ? null : parsePhaseNumber(req.query.phase);
    res.json((await readFeedback(s, req, req.params.teamId, phase)).map(feedbackJson));
  });

  r.post('/feedback/:teamId', async (req, res) => {
    const body = req.body ?? {};
    const thread = await commentOnPhase(s, req, metadataOf(req), {
      teamId: req.params.teamId,
      phaseNumber: body.phaseNumber,
      fieldId: body.fieldId,
      text: body.text,
    });
    res.status(201).json(feedbackJson(thread));
  });

  r.post('/feedback/threads/:threadId/replies', async (req, res) => {
    res.json(feedbackJson(await replyToFeedback(s, req, metadataOf(req), req.params.threadId, req.body?.text)));
  });
  r.post('/feedback/threads/:threadId/resolve', async (req, res) => {
    res.json(feedbackJson(await resolveFeedback(s, req, metadataOf(req), req.params.threadId)));
  });
  r.post('/feedback/threads/:threadId/reopen', async (req, res) => {
    res.json(feedbackJson(await reopenFeedback(s, req, metadataOf(req), req.params.threadId)));
  });

  return r;
}
