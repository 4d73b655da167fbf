import type { ReactNode } from 'react';
import * as styles from './TextField.css.ts';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  error?: string | null;
  labelExtra?: ReactNode;
  children: ReactNode;
}

/** Label, control, help and error wired together by ids (`${id}-help`, `${id}-error`). */
export function FieldShell({ id, label, required, help, error, labelExtra, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {labelExtra}
      </div>
      {children}
      {help && (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const describedBy = (id: string, help?: unknown, error?: unknown) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export { styles as fieldStyles };
