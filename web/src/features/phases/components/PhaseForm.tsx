import type { FormEvent } from 'react';
import type { PhaseConfig } from '@fit/events/phases/schema.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { Values } from '../hooks/usePhaseForm.ts';
import * as styles from './PhaseForm.css.ts';

interface PhaseFormProps {
  config: PhaseConfig;
  values: Values;
  errors: Record<string, string | null>;
  onChange: (id: string, value: string) => void;
  onBlur: (id: string) => void;
  onSubmit: () => void;
}

/** The input form card ('Decision Box', 'Auto-saving'). */
export function PhaseForm({ config, values, errors, onChange, onBlur, onSubmit }: PhaseFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card
      title="Decision Box"
      subtitle="Your answers shape the AI prompt below."
      actions={
        <span className={styles.badge} title="Changes are saved automatically">
          <span aria-hidden="true">●</span> Auto-saving
        </span>
      }
    >
      <form
        id="phase-form"
        className={styles.fields}
        onSubmit={submit}
        // No submit button here, so Enter in a one-line field checks the form explicitly.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type !== 'radio') submit(e);
        }}
        noValidate
        aria-label={`Phase ${config.phase} answers`}
      >
        {config.fields.map((field) => (
          <FieldInput
            key={field.id}
            phase={config.phase}
            field={field}
            value={values[field.id] ?? ''}
            error={errors[field.id]}
            onChange={(v) => onChange(field.id, v)}
            onBlur={() => onBlur(field.id)}
          />
        ))}
      </form>
    </Card>
  );
}
