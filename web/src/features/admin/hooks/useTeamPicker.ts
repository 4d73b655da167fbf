import { useId, useState } from 'react';

/**
 * The state of a 'pick a cohort, then teams' dialog (Assign Teams, Unassign Teams): the cohort,
 * the ticked teams, and a close that forgets both so the dialog opens fresh next time.
 */
export function useTeamPicker(onOpenChange: (open: boolean) => void) {
  const [cohortTag, setCohortTag] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectId = useId();
  function close(next: boolean) {
    if (!next) {
      setCohortTag('');
      setSelected(new Set());
    }
    onOpenChange(next);
  }
  return { cohortTag, setCohortTag, selected, setSelected, selectId, close };
}
