import type { FormEvent, ReactNode } from 'react';
import type { PhaseConfig } from '../types.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { Values } from '../hooks/usePhaseForm.ts';
import type { Teammate } from '../hooks/usePhaseDoc.ts';
import type { Refusal, SaveState } from '@fit/events/phase-doc/client';
import { Teammates } from './Teammates.tsx';
import * as styles from './PhaseForm.css.ts';

interface LiveForm {
  state: SaveState;
  error: string | null;
  /** The last edit the server refused, and its field: said beside that field. */
  refusal?: Refusal | null;
  teammates: Teammate[];
  setField: (field: string | null) => void;
}

const STATE_TEXT: Record<SaveState, string> = { saved: 'Saved', saving: 'Saving…', offline: 'Offline — changes kept on this device' };

interface PhaseFormProps {
  config: PhaseConfig;
  /** A team's live document (null for a local draft). */
  live?: LiveForm | null;
  values: Values;
  errors: Record<string, string | null>;
  onChange: (id: string, value: string, base: string) => void;
  onBlur: (id: string) => void;
  onSubmit: () => void;
  /** Shown under a field (the team's feedback on it); composed by the page. */
  fieldExtra?: (fieldId: string, label: string) => ReactNode;
}

/** The input form card ('Decision Box', 'Auto-saving'). */
export function PhaseForm({ config, live = null, values, errors, onChange, onBlur, onSubmit, fieldExtra }: PhaseFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card
      title="Decision Box"
      subtitle="Your answers shape the AI prompt below."
      actions={
        <span className={styles.actions}>
          <span className={styles.badge} title="Changes are saved automatically">
            <span aria-hidden="true">●</span> Auto-saving
          </span>
          {live && (
            <span role="status" className={`${styles.status} ${live.state === 'offline' ? styles.statusOffline : ''}`}>
              {STATE_TEXT[live.state]}
            </span>
          )}
        </span>
      }
    >
      {live && (
        <p className={styles.presence}>
          {live.teammates.length === 0 ? (
            'Only you are on this phase right now.'
          ) : (
            <>
              Also on this phase: <Teammates people={live.teammates} where="" />
              <span>{live.teammates.map((t) => t.name).join(', ')}</span>
            </>
          )}
        </p>
      )}
      {live?.error && !live.refusal?.field && (
        <p className={styles.refused} role="alert">
          Some changes could not be saved: {live.error}
          {live.state === 'offline' && ' What you typed is kept in this browser and is saved once this page can work as the team again.'}
        </p>
      )}
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
          <div key={field.id}>
            <FieldInput
              phase={config.phase}
              field={field}
              value={values[field.id] ?? ''}
              error={errors[field.id] ?? (live?.refusal?.field === field.id ? `Not saved: ${live.refusal.message}` : null)}
              onChange={(v, base) => onChange(field.id, v, base)}
              onBlur={() => {
                live?.setField(null);
                onBlur(field.id);
              }}
              onFocus={() => live?.setField(field.id)}
              present={live?.teammates.filter((t) => t.field === field.id)}
            />
            {fieldExtra?.(field.id, field.label)}
          </div>
        ))}
      </form>
    </Card>
  );
}
