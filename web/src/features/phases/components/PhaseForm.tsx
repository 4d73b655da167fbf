import type { FormEvent, ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { PhaseConfig } from '../types.ts';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { Values } from '../hooks/usePhaseForm.ts';
import type { Teammate, Waiting } from '../hooks/usePhaseDoc.ts';
import type { Refusal, SaveState } from '@fit/events/phase-doc/client';
import { Teammates, useNameList } from './Teammates.tsx';
import * as styles from './PhaseForm.css.ts';

interface LiveForm {
  state: SaveState;
  /** Edits kept on this device that the server has not acknowledged, and when it last did. */
  waiting?: Waiting;
  error: string | null;
  /** The last edit the server refused, and its field: said beside that field. */
  refusal?: Refusal | null;
  teammates: Teammate[];
  setField: (field: string | null) => void;
}

const m = defineMessages({
  saved: { id: 'phases.form.saved', defaultMessage: 'Saved' },
  saving: { id: 'phases.form.saving', defaultMessage: 'Saving…' },
  offline: { id: 'phases.form.offline', defaultMessage: 'Offline — changes kept on this device' },
  title: { id: 'phases.form.title', defaultMessage: 'Decision Box' },
  subtitle: { id: 'phases.form.subtitle', defaultMessage: 'Your answers shape the AI prompt below.' },
  autoSavingHint: { id: 'phases.form.autoSavingHint', defaultMessage: 'Changes are saved automatically' },
});
const STATE_TEXT = { saved: m.saved, saving: m.saving, offline: m.offline } satisfies Record<SaveState, unknown>;

/**
 * Beside the save state: how many edits kept on this device wait for the server, or else when
 * it last acknowledged them all (nothing is called saved before the server said so).
 */
function WaitingText({ state, waiting }: { state: SaveState; waiting: Waiting }) {
  const intl = useIntl();
  if (waiting.pending > 0)
    return (
      <FormattedMessage
        id="phases.form.waiting"
        defaultMessage="{count, plural, one {# change waits} other {# changes wait}} to be saved"
        values={{ count: waiting.pending }}
      />
    );
  if (waiting.savedAt === null) return null;
  const time = <time dateTime={new Date(waiting.savedAt).toISOString()}>{intl.formatTime(waiting.savedAt, { hour: 'numeric', minute: '2-digit' })}</time>;
  return state === 'saved' ? time : <FormattedMessage id="phases.form.lastSaved" defaultMessage="last saved at {time}" values={{ time }} />;
}

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
  const intl = useIntl();
  const nameList = useNameList();
  return (
    <Card
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      actions={
        <span className={styles.actions}>
          <span className={styles.badge} title={intl.formatMessage(m.autoSavingHint)}>
            <span aria-hidden="true">●</span> <FormattedMessage id="phases.form.autoSaving" defaultMessage="Auto-saving" />
          </span>
          {live && (
            <span role="status" className={`${styles.status} ${live.state === 'offline' ? styles.statusOffline : ''}`}>
              {intl.formatMessage(STATE_TEXT[live.state])}
            </span>
          )}
          {live?.waiting && (
            <span className={styles.waiting} aria-live="polite" data-testid="save-waiting">
              <WaitingText state={live.state} waiting={live.waiting} />
            </span>
          )}
        </span>
      }
    >
      {live && (
        <p className={styles.presence}>
          {live.teammates.length === 0 ? (
            <FormattedMessage id="phases.form.alone" defaultMessage="Only you are on this phase right now." />
          ) : (
            <FormattedMessage
              id="phases.form.alsoHere"
              defaultMessage="Also on this phase: {avatars}{names}"
              values={{ avatars: <Teammates people={live.teammates} />, names: <span>{nameList(live.teammates)}</span> }}
            />
          )}
        </p>
      )}
      {live?.error && !live.refusal?.field && (
        <p className={styles.refused} role="alert">
          <FormattedMessage id="phases.form.refused" defaultMessage="Some changes could not be saved: {reason}" values={{ reason: live.error }} />
          {live.state === 'offline' && (
            <>
              {' '}
              <FormattedMessage
                id="phases.form.refusedOffline"
                defaultMessage="What you typed is kept in this browser and is saved once this page can work as the team again."
              />
            </>
          )}
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
        aria-label={intl.formatMessage({ id: 'phases.form.label', defaultMessage: 'Phase {phase, number} answers' }, { phase: config.phase })}
      >
        {config.fields.map((field) => (
          <div key={field.id}>
            <FieldInput
              phase={config.phase}
              field={field}
              value={values[field.id] ?? ''}
              error={
                errors[field.id] ??
                (live?.refusal?.field === field.id
                  ? intl.formatMessage({ id: 'phases.form.notSaved', defaultMessage: 'Not saved: {reason}' }, { reason: live.refusal.message })
                  : null)
              }
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
