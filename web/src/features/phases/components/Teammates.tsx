import type { Teammate } from '../hooks/usePhaseDoc.ts';
import { initialsOf } from '../../../lib/member.ts';
import * as styles from './PhaseForm.css.ts';

/** Initials of the teammates given, each in their colour, named for screen readers. */
export function Teammates({ people, where }: { people: Teammate[]; where: string }) {
  if (people.length === 0) return null;
  return (
    <span className={styles.teammates} role="img" aria-label={`${people.map((p) => p.name).join(', ')} ${where}`}>
      {people.map((p) => (
        <span key={p.clientId} className={styles.mate} style={{ background: p.color }} title={p.name} aria-hidden="true">
          {initialsOf(p.name)}
        </span>
      ))}
    </span>
  );
}
