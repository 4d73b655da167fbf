import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS, HEX_COLOR_PATTERN } from '@fit/events/shared/constants.ts';
import type { PhaseConfig } from '@fit/events/phases/schema.ts';
import { PhaseDataQuery } from '../graphql/phaseData.ts';
import { AllPhaseDataQuery } from '../graphql/allPhaseData.ts';
import { SavePhaseDataMutation } from '../graphql/savePhaseData.ts';
import { readAllDrafts, readDraft, writeDraft } from '../../../lib/drafts.ts';
import { toast } from '../../../lib/toast.ts';

export type Values = Record<string, string>;

const hasContent = (values: Values) => Object.values(values).some((v) => v.trim() !== '');

const asValues = (raw: unknown): Values => {
  const out: Values = {};
  if (raw && typeof raw === 'object') for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
  return out;
};

/** '{label} is required' for a blank required field; the hex rule for colour fields (SPEC §5). */
export function fieldError(field: PhaseConfig['fields'][number], value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (field.required && v === '') return `${field.label} is required`;
  if (field.type === 'color' && v !== '' && !HEX_COLOR_PATTERN.test(v)) return `${field.label} must be # followed by 6 hex digits`;
  return null;
}

/**
 * A phase form's state: values loaded from the team's saved data (or the local draft without a
 * team), per-field errors, and autosave 1 s after the last edit (SPEC §4). Saves go through
 * savePhaseData with a team, to localStorage `phase{n}_data` without.
 */
export function usePhaseForm(config: PhaseConfig, teamId: string | null) {
  const phase = config.phase;
  const saved = useQuery(PhaseDataQuery, {
    variables: { teamId: teamId ?? '', phaseNumber: phase },
    skip: !teamId,
    fetchPolicy: 'network-only',
  });
  const all = useQuery(AllPhaseDataQuery, { variables: { teamId: teamId ?? '' }, skip: !teamId, fetchPolicy: 'network-only' });
  const [saveMutation] = useMutation(SavePhaseDataMutation);

  const [values, setValues] = useState<Values>(() => (teamId ? {} : (readDraft(phase) ?? {})));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [loaded, setLoaded] = useState(!teamId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(values);
  latest.current = values;

  // Team data arrives once per phase/team: it seeds the form, later edits are the person's.
  useEffect(() => {
    if (!teamId || loaded || saved.loading) return;
    if (saved.error) console.error('Failed to load phase data', saved.error);
    setValues(asValues(saved.data?.phaseData?.data));
    setLoaded(true);
  }, [teamId, loaded, saved.loading, saved.data, saved.error]);

  const persist = useCallback(
    async (data: Values): Promise<void> => {
      if (!teamId) {
        if (!writeDraft(phase, data)) throw new Error('Local storage is unavailable');
        return;
      }
      await saveMutation({ variables: { teamId, phaseNumber: phase, data } });
    },
    [teamId, phase, saveMutation],
  );

  const cancelAutosave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // Leaving the page (Previous, the navigator) within the autosave delay still saves the edit.
  const persistRef = useRef(persist);
  persistRef.current = persist;
  useEffect(
    () => () => {
      if (!timer.current) return;
      cancelAutosave();
      const data = latest.current;
      if (hasContent(data)) persistRef.current(data).catch((error: unknown) => console.error('Autosave failed', error));
    },
    [],
  );

  const setValue = useCallback(
    (id: string, value: string) => {
      const next = { ...latest.current, [id]: value };
      latest.current = next;
      setValues(next);
      setErrors((e) => (e[id] ? { ...e, [id]: null } : e));
      cancelAutosave();
      timer.current = setTimeout(() => {
        timer.current = null;
        const data = latest.current;
        if (!hasContent(data)) return;
        persist(data).catch((error: unknown) => {
          console.error('Autosave failed', error);
          toast({ title: 'Error saving progress', description: 'Failed to save your progress. Please try again.', variant: 'destructive' });
        });
      }, AUTOSAVE_DELAY_MS);
    },
    [persist],
  );

  /** Save now (Save & Exit, Continue, Launched!); resolves false after showing the error toast. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    cancelAutosave();
    try {
      await persist(latest.current);
      return true;
    } catch (error) {
      console.error('Save failed', error);
      toast({ title: 'Error saving', description: 'Failed to save your progress. Please try again.', variant: 'destructive' });
      return false;
    }
  }, [persist]);

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

  return { values, errors, setValue, validateField, validateAll, saveNow, missingRequired, loading: !loaded, phases };
}
