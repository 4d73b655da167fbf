import type { Request } from 'express';
import { DomainError, parseTeamCode, type EventMetadata } from '@fit/events';
import type { Services } from '../../context.js';
import { clientKey, limitersOf } from '../../auth/limiters.js';
import { findTeamByCode, type Team } from './teams.read.js';
import { createTeam } from './handle.js';

/*
 * Team codes are four characters: they must not be guessable by trying many. What a guesser
 * does that a team never does is fail: an unknown code on lookup, or an existing one on
 * creation (the 409 says a team has it). Those failures are counted per client and refused
 * past the limit; successful lookups are never counted, so a classroom behind one address
 * joining its real teams is never blocked. REST and GraphQL both come through here.
 */

/** The team with this code, or null; an unknown code counts against the client. */
export async function lookupTeamCode(s: Services, req: Request, code: unknown): Promise<Team | null> {
  const misses = limitersOf(s).teamCodeMisses;
  const key = clientKey(req, s.config.trustProxy);
  await misses.check(key);
  const team = await findTeamByCode(s.orm.em.fork(), parseTeamCode(code as string));
  if (!team) await misses.miss(key);
  return team;
}

/** Creates a team; a code that is taken counts against the client like an unknown one. */
export async function createTeamGuarded(s: Services, req: Request, metadata: EventMetadata, input: { name: unknown; code: unknown }): Promise<Team> {
  const misses = limitersOf(s).teamCodeMisses;
  const key = clientKey(req, s.config.trustProxy);
  await misses.check(key);
  try {
    return await createTeam(s, metadata, input);
  } catch (e) {
    if (e instanceof DomainError && e.code === 'CONFLICT') await misses.miss(key);
    throw e;
  }
}
