import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { teamNameIn } from '../../../lib/teamName.ts';
import type { AdminTeam } from '../types.ts';
import * as styles from './CohortDialogs.css.ts';

interface TeamChecklistProps {
  legend: string;
  teams: readonly AdminTeam[];
  selected: ReadonlySet<string>;
  onToggle: (teamId: string) => void;
  /** Teams shown but not choosable (e.g. already in the chosen cohort). */
  disabledIds?: ReadonlySet<string>;
  note?: (team: AdminTeam) => ReactNode;
  empty: string;
}

/** A labelled group of team checkboxes (name, code, an optional note); scrolls when long. */
export function TeamChecklist({ legend, teams, selected, onToggle, disabledIds, note, empty }: TeamChecklistProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {teams.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ul className={styles.checklist}>
          {teams.map((team) => {
            const disabled = disabledIds?.has(team.id) ?? false;
            return (
              <li key={team.id}>
                <label className={styles.option}>
                  <input type="checkbox" className={styles.checkbox} checked={disabled || selected.has(team.id)} disabled={disabled} onChange={() => onToggle(team.id)} />
                  <span className={styles.optionName}>
                    {teamNameIn(intl, team)} ({team.code})
                  </span>
                  {note && <span className={styles.optionNote}>{note(team)}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** A Set toggle that returns a new Set (state stays immutable). */
export function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
