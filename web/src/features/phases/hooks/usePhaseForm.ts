import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS, HEX_COLOR_DIGITS, HEX_COLOR_PATTERN } from '@fit/events/shared/constants';
import type { PhaseConfig } from '../types.ts';
import { AllPhaseDataQuery } from '../../../lib/graphql/allPhaseData.ts';
import { applyLocalEdit } from '@fit/events/phase-doc/doc';
import { usePhaseDoc } from './usePhaseDoc.ts';
import { readAllDrafts, readDraft, writeDraft } from '../../../lib/drafts.ts';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';

export type Values = Record<string, string>;

const hasContent = (values: Values) => Object.values(values).some((v) => v.trim() !== '');

const asValues = (raw: unknown): Values => {
  const out: Values = {};
  if (raw && typeof raw === 'object') for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
};

/** '{label} is required' for a blank required field; the hex rule for colour fields (docs/PRODUCT.md#phase-page). */
export function fieldError(field: PhaseConfig['fields'][number], value: string | undefined): string | null {
  const v = (value ?? '').trim();
  const intl = currentIntl();
  if (field.required && v === '') return intl.formatMessage({ id: 'phases.field.required', defaultMessage: '{label} is required' }, { label: field.label });
  if (field.type === 'color' && v !== '' && !HEX_COLOR_PATTERN.test(v))
    return intl.formatMessage(
      { id: 'phases.field.hexColor', defaultMessage: '{label} must be # followed by {digits, number} hex digits' },
      { label: field.label, digits: HEX_COLOR_DIGITS },
    );
  return null;
}

/**
 * A phase form's state. With a team, the answers are the team's live phase document
 * (usePhaseDoc): every edit merges with teammates' and is stored at once, well within the
 * 1 s autosave (docs/PRODUCT.md#autosave). Without a team, they are a local draft in localStorage
 * `phase{n}_data`, autosaved 1 s after the last edit.
 */
export function usePhaseForm(config: PhaseConfig, teamId: string | null, rejoin?: () => Promise<boolean>) {
  const phase = config.phase;
  const live = usePhaseDoc(teamId, phase, rejoin);
  const all = useQuery(AllPhaseDataQuery, { variables: { teamId: teamId ?? '' }, skip: !teamId, fetchPolicy: 'network-only' });

  const [draft, setDraft] = useState<Values>(() => (teamId ? {} : (readDraft(phase) ?? {})));
  const values = teamId ? live.values : draft;
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const persistDraft = useCallback(
    (data: Values) => {
      if (!writeDraft(phase, data)) throw new Error('Local storage is unavailable');
    },
    [phase],
  );

  const cancelAutosave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // Leaving the page (Previous, the navigator) within the autosave delay still saves the draft;
  // so does unloading it (a reload into a new version, a closed tab).
  const persistRef = useRef(persistDraft);
  persistRef.current = persistDraft;
  useEffect(() => {
    const flush = () => {
      if (!timer.current) return;
      cancelAutosave();
      const data = latest.current;
      if (hasContent(data)) {
        try {
          persistRef.current(data);
        } catch (error) {
          console.error('Autosave failed', error);
        }
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const { doc } = live;
  const setValue = useCallback(
    (id: string, value: string, base: string = latest.current[id] ?? '') => {
      setErrors((e) => (e[id] ? { ...e, [id]: null } : e));
      if (teamId) {
        if (doc) applyLocalEdit(doc, id, base, value);
        return;
      }
      const next = { ...latest.current, [id]: value };
      latest.current = next;
      setDraft(next);
      cancelAutosave();
      timer.current = setTimeout(() => {
        timer.current = null;
        const data = latest.current;
        if (!hasContent(data)) return;
        try {
          persistDraft(data);
        } catch (error) {
          console.error('Autosave failed', error);
          const intl = currentIntl();
          toast({
            title: intl.formatMessage({ id: 'phases.save.autosaveFailed', defaultMessage: 'Error saving progress' }),
            description: intl.formatMessage({ id: 'phases.save.failedText', defaultMessage: 'Failed to save your progress. Please try again.' }),
            variant: 'destructive',
          });
        }
      }, AUTOSAVE_DELAY_MS);
    },
    [teamId, doc, persistDraft],
  );

  /** Save now (Save & Exit, Continue, Launched!); resolves false after showing the error toast. */
  const { client } = live;
  const saveNow = useCallback(async (): Promise<boolean> => {
    cancelAutosave();
    try {
      if (teamId) {
        if (!client) throw new Error('The team document is not open');
        await client.flushed();
      } else persistDraft(latest.current);
      return true;
    } catch (error) {
      console.error('Save failed', error);
      const intl = currentIntl();
      // Offline, what was typed is safe on this device: say that, and what waits for the network.
      const offline = client?.state === 'offline' && !client.error;
      toast({
        title: intl.formatMessage({ id: 'phases.save.failed', defaultMessage: 'Error saving' }),
        description: offline
          ? intl.formatMessage({
              id: 'phases.save.offline',
              defaultMessage: 'You are offline: your answers are kept on this device and saved when the network is back. Moving on needs the network.',
            })
          : intl.formatMessage({ id: 'phases.save.failedText', defaultMessage: 'Failed to save your progress. Please try again.' }),
        variant: 'destructive',
      });
      return false;
    }
  }, [teamId, client, persistDraft]);

  const validateField = useCallback(
    (id: string) => {
      const field = config.fields.find((f) => f.id === id);
      if (field) setErrors((e) => ({ ...e, [id]: fieldError(field, latest.current[id]) }));
    },
    [config.fields],
  );

  const validateAll = useCallback((): boolean => {
    const next: Record<string, string | null> = {};
    for (const f of config.fields) next[f.id] = fieldError(f, latest.current[f.id]);
    setErrors(next);
    return Object.values(next).every((e) => !e);
  }, [config.fields]);

  const missingRequired = config.fields.some((f) => f.required && (values[f.id] ?? '').trim() === '');

  // Answers of every phase, for prompts that reach into earlier phases ({{phase3.x}}).
  const phases = useMemo(() => {
    const out: Record<number, Values> = teamId ? {} : readAllDrafts();
    if (teamId) for (const row of all.data?.allPhaseData ?? []) out[row.phaseNumber] = asValues(row.data);
    out[phase] = values;
    return out;
  }, [teamId, all.data, phase, values]);

  return {
    values,
    errors,
    setValue,
    validateField,
    validateAll,
    saveNow,
    missingRequired,
    phases,
    loading: teamId ? !live.ready : false,
    /** Live co-editing (a team's page): save state, teammates here, and where this member is. */
    live: teamId ? { state: live.state, waiting: live.waiting, error: live.error, refusal: live.refusal, teammates: live.teammates, setField: live.setField } : null,
  };
}
