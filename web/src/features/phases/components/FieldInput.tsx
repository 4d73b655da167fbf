import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PhaseField } from '../types.ts';
import { FIELD_MAX_LENGTH } from '@fit/events/shared/constants';
import { useCaretKeeper } from '../hooks/useCaretKeeper.ts';
import type { Teammate } from '../hooks/usePhaseDoc.ts';
import { Teammates } from './Teammates.tsx';
import { VISUAL_STYLE_DESCRIPTIONS } from '@fit/events/phases/names';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { FieldShell, describedBy, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { Tooltip } from '../../../components/ui/Tooltip/Tooltip.tsx';
import { ChoiceCards, splitLabel, type Choice } from './ChoiceCards.tsx';
import * as styles from './PhaseForm.css.ts';

interface FieldInputProps {
  phase: number;
  field: PhaseField;
  value: string;
  error: string | null | undefined;
  /** The new value, and the value the control showed before the edit (teammates may have changed it since). */
  onChange: (value: string, base: string) => void;
  onBlur: () => void;
  onFocus?: () => void;
  /** Teammates whose cursor is in this field. */
  present?: Teammate[];
}

const CARD_FIELDS = new Set(['visual_style', 'voice_persona']);
/** The counter shows from this share of a field's limit on (docs/ARCHITECTURE.md#limits). */
const COUNTER_FROM = 0.8;

function choicesOf(field: PhaseField, visualStyles: Readonly<Record<string, string>>): Choice[] {
  return (field.options ?? []).map((o) => {
    if (field.id === 'visual_style') return { value: o.value, title: o.label, description: visualStyles[o.value] };
    return { value: o.value, ...splitLabel(o.label) };
  });
}

/** One form field: textarea, select (cards for phase 6's style and voice), colour or text. */
export function FieldInput({ phase, field, value, error, onChange, onBlur, onFocus, present = [] }: FieldInputProps) {
  const id = `field-${field.id}`;
  const textRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { visualStyles } = useLanguage();
  const intl = useIntl();
  useCaretKeeper(textRef, value);
  // The same limit the api enforces for this kind of field; near it, a counter says how much is left.
  const max = FIELD_MAX_LENGTH[field.type];
  const typed = field.type === 'text' || field.type === 'textarea';
  const counted = typed && value.length >= max * COUNTER_FROM;
  const described = [describedBy(id, field.help, error), counted ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  const here = <Teammates people={present} inField />;
  const tooltip = field.tooltip ? (
    <Tooltip content={field.tooltip}>
      <button
        type="button"
        className={styles.info}
        aria-label={intl.formatMessage({ id: 'phases.field.about', defaultMessage: 'About {label}: {tooltip}' }, { label: field.label, tooltip: field.tooltip })}
      >
        ?
      </button>
    </Tooltip>
  ) : null;

  if (phase === 6 && field.type === 'select' && CARD_FIELDS.has(field.id)) {
    return (
      <div>
        {here}
        <div onFocus={onFocus}>
          <ChoiceCards
            field={field}
            choices={choicesOf(field, visualStyles ?? VISUAL_STYLE_DESCRIPTIONS)}
            value={value}
            onChange={(v) => onChange(v, value)}
            onBlur={onBlur}
            describedBy={described}
            invalid={invalid}
          />
        </div>
        {field.help && (
          <p id={`${id}-help`} className={fieldStyles.help}>
            {field.help}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  const common = {
    id,
    name: field.id,
    value,
    onBlur,
    onFocus,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': described,
  };

  let control;
  switch (field.type) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          ref={textRef}
          maxLength={max}
          className={fieldStyles.textarea}
          placeholder={field.placeholder ?? undefined}
          onChange={(e) => onChange(e.target.value, value)}
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} className={fieldStyles.control} onChange={(e) => onChange(e.target.value, value)}>
          <option value="">{field.placeholder ?? intl.formatMessage({ id: 'phases.field.selectPlaceholder', defaultMessage: 'Select an option' })}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'color':
      control = (
        <div className={styles.colorRow}>
          <input
            type="color"
            className={styles.swatch}
            aria-label={intl.formatMessage({ id: 'phases.field.colorPicker', defaultMessage: '{label} picker' }, { label: field.label })}
            value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
            onChange={(e) => onChange(e.target.value.toUpperCase(), value)}
          />
          <input
            {...common}
            ref={textRef}
            type="text"
            className={fieldStyles.control}
            placeholder={field.placeholder ?? '#000000'}
            pattern="#[0-9a-fA-F]{6}"
            maxLength={max}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value, value)}
          />
        </div>
      );
      break;
    default:
      control = (
        <input
          {...common}
          ref={textRef}
          maxLength={max}
          type="text"
          className={fieldStyles.control}
          placeholder={field.placeholder ?? undefined}
          onChange={(e) => onChange(e.target.value, value)}
        />
      );
  }

  return (
    <FieldShell
      id={id}
      label={field.label}
      required={field.required}
      help={field.help}
      error={error}
      labelExtra={
        <>
          {tooltip}
          {here}
        </>
      }
    >
      {control}
      {counted && (
        <p id={`${id}-count`} className={value.length >= max ? styles.counterFull : styles.counter} aria-live="polite">
          <FormattedMessage id="phases.field.counter" defaultMessage="{count, number} / {max, number} characters" values={{ count: value.length, max }} />
        </p>
      )}
    </FieldShell>
  );
}
