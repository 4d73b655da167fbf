import { Router } from 'express';
import { DEFAULT_LOCALE, getPhaseConfig, MAX_PHASE, MIN_PHASE, notFound, parseLocale } from '@fit/events';

export function configsRouter() {
  const r = Router();
  r.get('/configs/:name', (req, res) => {
    const m = /^phase-(\d{1,2})$/.exec(req.params.name);
    const config = m ? getPhaseConfig(Number(m[1]), req.query.lang === undefined ? DEFAULT_LOCALE : parseLocale(req.query.lang)) : null;
    if (!config) throw notFound('Phase config not found: phases are numbered {min, number} to {max, number}', { min: MIN_PHASE, max: MAX_PHASE });
    res.set('Cache-Control', 'public, max-age=300').json(config);
  });
  return r;
}
