import type { Request } from 'express';
import { DomainError, parseTeamCode, type EventMetadata } from '@fit/events';
import type { Services } from '../../context.js';
import { clientKey, limitersOf } from '../../auth/limiters.js';
import { perServices, ReadCache } from '../../read-cache.js';
import { teamsProjection } from '../../projections/teams/teams.projection.js';
import { findTeamByCode, type Team } from './teams.read.js';
import { createTeam } from './handle.js';

/*
 * Team codes are four characters: they must not be guessable by trying many. What a guesser
 * does that a team never does is fail: an unknown code on lookup, or an existing one on
 * creation (the 409 says a team has it). Those failures are counted per client and refused
 * past the limit; successful lookups are never counted, so a classroom behind one address
 * joining its real teams is never blocked. REST and GraphQL both come through here.
 */

/**
 * Teams by code, as the join screen asks for them (a room of laptops at once). An answer is
 * dropped by any event the teams read model takes for that team, so what is served is what is
 * stored (ReadCache); an unknown code is never kept, as the team may be created any moment.
 */
const teamsByCode = perServices((s) => {
  /** The code of each team whose answer may be cached: events name teams by id. */
  const codes = new Map<string, string>();
  return new ReadCache(s, {
    load: async (code: string) => {
      const team = await findTeamByCode(s.orm.em.fork(), code);
      if (team) codes.set(team.id, team.code);
      return team;
    },
    affects: (e) => {
      if (!teamsProjection.accepts(e)) return null;
      const code = codes.get(e.data.teamId);
      return code ? [code] : null;
    },
    keep: (team) => team !== null,
    maxEntries: 5000,
  });
});

/** The team with this code, or null; an unknown code counts against the client. */
export async function lookupTeamCode(s: Services, req: Request, code: unknown): Promise<Team | null> {
  const misses = limitersOf(s).teamCodeMisses;
  const key = clientKey(req, s.config.trustProxy);
  await misses.check(key);
  const team = await teamsByCode(s).get(parseTeamCode(code as string));
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
