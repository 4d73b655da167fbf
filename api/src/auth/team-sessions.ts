import type { SessionData } from 'express-session';
import type { Services } from '../context.js';
import { executeBound } from '../projections/projection.js';
import { endSessionSockets } from './live-sessions.js';
import { teamsOfSession } from './session.js';

/**
 * Ends every session that works as a team (an erased team's: docs/PRIVACY.md#erasure), in the
 * store the app uses (Redis `…sess:<sid>`, else the PostgreSQL `sessions` table), and the live
 * sockets those sessions opened, on every process. A session that also holds other teams, or an
 * instructor or judge login, keeps those and only loses this team; any other is removed.
 * Returns how many sessions held the team.
 */
export async function endTeamSessions(s: Services, teamId: string): Promise<number> {
  const without = (sess: Partial<SessionData>): Partial<SessionData> | null => {
    const teams = teamsOfSession(sess).filter((t) => t !== teamId);
    const rest: Partial<SessionData> = { ...sess, teams };
    if (sess.teamId === teamId) delete rest.teamId;
    if (teams.length > 0 && !rest.teamId) rest.teamId = teams[0];
    return teams.length === 0 && !sess.admin && !sess.judge ? null : rest;
  };
  let ended = 0;
  if (s.redis) {
    const prefix = `${s.redisPrefix}sess:`;
    let cursor = '0';
    do {
      const [next, keys] = await s.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const text = await s.redis.get(key);
        if (!text) continue;
        let sess: Partial<SessionData>;
        try {
          sess = JSON.parse(text) as Partial<SessionData>;
        } catch {
          continue;
        }
        if (!teamsOfSession(sess).includes(teamId)) continue;
        ended += 1;
        const kept = without(sess);
        if (kept) {
          const ttl = await s.redis.pttl(key);
          if (ttl > 0) await s.redis.set(key, JSON.stringify(kept), 'PX', ttl);
          else await s.redis.del(key);
        } else {
          await s.redis.del(key);
        }
        endSessionSockets(s, key.slice(prefix.length));
      }
    } while (cursor !== '0');
    return ended;
  }
  const em = s.orm.em.fork();
  const [table] = await executeBound<{ exists: boolean }>(em, `select to_regclass('sessions') is not null as exists`, []);
  if (!table?.exists) return 0;
  const rows = await executeBound<{ sid: string; sess: Partial<SessionData> }>(
    em,
    `select sid, sess::jsonb as sess from sessions where sess::jsonb ->> 'teamId' = ? or jsonb_exists(coalesce(sess::jsonb -> 'teams', '[]'::jsonb), ?)`,
    [teamId, teamId],
  );
  for (const { sid, sess } of rows) {
    ended += 1;
    const kept = without(sess);
    if (kept) await executeBound(em, `update sessions set sess = ?::json where sid = ?`, [JSON.stringify(kept), sid]);
    else await executeBound(em, `delete from sessions where sid = ?`, [sid]);
    endSessionSockets(s, sid);
  }
  return ended;
}
