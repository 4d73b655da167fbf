import { Router } from 'express';
import { getPhaseConfig, notFound } from '@fit/events';

export function configsRouter() {
  const r = Router();
  r.get('/configs/:name', (req, res) => {
    const m = /^phase-(\d{1,2})$/.exec(req.params.name);
    const config = m ? getPhaseConfig(Number(m[1])) : null;
    if (!config) throw notFound('Phase config not found: phases are numbered 1 to 8');
    res.set('Cache-Control', 'public, max-age=300').json(config);
  });
  return r;
}
