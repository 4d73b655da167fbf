import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { chooseRank, rankLabel, type Rank, type RankSelection } from './ranking.ts';

/**
 * The visitor's rank choices plus a sentence for screen readers after each one (an aria-live
 * region shows it). Choices for teams no longer listed, or for ranks no longer offered, drop out.
 */
export function useRankSelection(ranks: readonly Rank[], ownTeamId: string | null, names: ReadonlyMap<string, string>) {
  const [raw, setRaw] = useState<RankSelection>({});
  const [announcement, setAnnouncement] = useState('');

  const selection = useMemo<RankSelection>(
    () => Object.fromEntries(Object.entries(raw).filter(([id, r]) => names.has(id) && id !== ownTeamId && ranks.includes(r))),
    [raw, names, ownTeamId, ranks],
  );

  function choose(teamId: string, rank: Rank) {
    const result = chooseRank(selection, teamId, rank, { ownTeamId, ranks });
    if (!result.ok) {
      if (result.reason === 'own-team') {
        toast({ title: 'Cannot vote for your own team', description: 'Please select a different team.', variant: 'destructive' });
      }
      return;
    }
    setRaw(result.selection);
    const name = names.get(teamId) ?? 'This team';
    const label = rankLabel(rank);
    const what =
      result.change === 'cleared' ? `${label} place cleared for ${name}.` : result.change === 'moved' ? `${name} moved to ${label} place.` : `${name} ranked ${label}.`;
    const chosen = Object.keys(result.selection).length;
    setAnnouncement(`${what} ${chosen} of ${ranks.length} ${ranks.length === 1 ? 'rank' : 'ranks'} chosen.`);
  }

  /** Starts again from these choices (empty by default): a changed ballot starts from the cast one. */
  function reset(start: RankSelection = {}) {
    setRaw(start);
  }

  return { selection, choose, reset, announcement };
}
