import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { chooseRank, type Rank, type RankSelection } from './ranking.ts';

/**
 * The visitor's rank choices plus a sentence for screen readers after each one (an aria-live
 * region shows it). Choices for teams no longer listed, or for ranks no longer offered, drop out.
 */
export function useRankSelection(ranks: readonly Rank[], ownTeamId: string | null, names: ReadonlyMap<string, string>) {
  const intl = useIntl();
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
        toast({
          title: intl.formatMessage({ id: 'showcase.rank.ownTeam', defaultMessage: 'Cannot vote for your own team' }),
          description: intl.formatMessage({ id: 'showcase.rank.ownTeamHint', defaultMessage: 'Please select a different team.' }),
          variant: 'destructive',
        });
      }
      return;
    }
    setRaw(result.selection);
    const name = names.get(teamId) ?? intl.formatMessage({ id: 'showcase.rank.thisTeam', defaultMessage: 'This team' });
    const values = { rank, name };
    const what =
      result.change === 'cleared'
        ? intl.formatMessage(
            { id: 'showcase.rank.cleared', defaultMessage: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place cleared for {name}.' },
            values,
          )
        : result.change === 'moved'
          ? intl.formatMessage(
              { id: 'showcase.rank.moved', defaultMessage: '{name} moved to {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place.' },
              values,
            )
          : intl.formatMessage({ id: 'showcase.rank.set', defaultMessage: '{name} ranked {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}.' }, values);
    const chosen = Object.keys(result.selection).length;
    // Two sentences: what changed, then how far the ballot is.
    const progress = intl.formatMessage(
      { id: 'showcase.rank.progress', defaultMessage: '{chosen, number} of {total, plural, one {# rank} other {# ranks}} chosen.' },
      { chosen, total: ranks.length },
    );
    setAnnouncement(`${what} ${progress}`);
  }

  /** Starts again from these choices (empty by default): a changed ballot starts from the cast one. */
  function reset(start: RankSelection = {}) {
    setRaw(start);
  }

  return { selection, choose, reset, announcement };
}
