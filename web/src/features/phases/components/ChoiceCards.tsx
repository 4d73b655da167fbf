import type { PhaseField } from '../types.ts';
import * as styles from './PhaseForm.css.ts';

export interface Choice {
  value: string;
  title: string;
  description?: string;
}

/** 'Title (description)' → title and description (phase 6 voice personas, docs/PRODUCT.md#phase-page). */
export function splitLabel(label: string): { title: string; description?: string } {
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(label);
  return m && m[1] ? { title: m[1], description: m[2] } : { title: label };
}

/** A select rendered as a group of selectable cards (native radios: arrow keys move between them). */
export function ChoiceCards({
  field,
  choices,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: {
  field: PhaseField;
  choices: Choice[];
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid: boolean;
}) {
  return (
    <fieldset role="radiogroup" className={styles.cards} aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-required={field.required || undefined}>
      <legend className={styles.legend}>
        {field.label}
        {field.required ? ' *' : ''}
      </legend>
      {choices.map((c) => (
        <label key={c.value} className={styles.card}>
          <input type="radio" className={styles.radio} name={field.id} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} onBlur={onBlur} />
          <span className={styles.cardTitle}>{c.title}</span>
          {c.description && <span className={styles.cardDescription}>{c.description}</span>}
        </label>
      ))}
    </fieldset>
  );
}
