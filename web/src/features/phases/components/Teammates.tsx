import { useIntl } from 'react-intl';
import type { Teammate } from '../hooks/usePhaseDoc.ts';
import { initialsOf } from '../../../lib/member.ts';
import * as styles from './PhaseForm.css.ts';

/** The teammates' names as a list in the page's language ("Nova, Orbit" in English). */
export function useNameList() {
  const intl = useIntl();
  return (people: readonly Teammate[]) =>
    intl.formatList(
      people.map((p) => p.name),
      { type: 'unit', style: 'short' },
    );
}

/**
 * Initials of the teammates given, each in their colour, named for screen readers: just the
 * names, or with `inField` "… is in this field".
 */
export function Teammates({ people, inField = false }: { people: Teammate[]; inField?: boolean }) {
  const intl = useIntl();
  const nameList = useNameList();
  if (people.length === 0) return null;
  const names = nameList(people);
  const label = inField
    ? intl.formatMessage(
        { id: 'phases.teammates.inField', defaultMessage: '{count, plural, one {{names} is in this field} other {{names} are in this field}}' },
        { count: people.length, names },
      )
    : names;
  return (
    <span className={styles.teammates} role="img" aria-label={label}>
      {people.map((p) => (
        <span key={p.clientId} className={styles.mate} style={{ background: p.color }} title={p.name} aria-hidden="true">
          {initialsOf(p.name)}
        </span>
      ))}
    </span>
  );
}
