import type { Request, Response } from 'express';
import type { Locale } from '@fit/events/i18n';
import type DataLoader from 'dataloader';
import type { Services } from '../context.js';
import type { Viewer } from '../auth/viewer.js';

export interface GqlContext {
  services: Services;
  /** The HTTP request (with its session); for WebSocket operations, the upgrade request. */
  req: Request;
  res: Response | null;
  /** A request from another site's page: no session, public operations only. */
  crossOrigin: boolean;
  /** Who is asking (ANONYMOUS across origins); what `@Authorized` and the policies read. */
  viewer: Viewer;
  loaders: Map<string, DataLoader<any, any>>;
  /** The language of its error messages: Accept-Language, or on a socket `connectionParams.locale`. */
  locale: Locale;
}

/** One DataLoader per kind per request: batches the per-row lookups of a list (no N+1). */
export function loader<K, V>(ctx: GqlContext, name: string, make: () => DataLoader<K, V>): DataLoader<K, V> {
  let l = ctx.loaders.get(name);
  if (!l) {
    l = make();
    ctx.loaders.set(name, l);
  }
  return l as DataLoader<K, V>;
}
