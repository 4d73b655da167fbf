import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { placeholdersOf } from '@fit/events/prompt/render';
import type { PhaseConfig } from '../types.ts';
import { PhaseConfigQuery } from '../graphql/phaseConfig.ts';

type Display = (path: string, value: string) => string;

const PHASE_PATH = /^phase(\d{1,2})\.(.+)$/;

/**
 * A prompt's `display` (events/src/prompt/render.ts): a select's answer is stored as its option's
 * English value; where a placeholder inserts it, the option's label in the configs' language is
 * shown instead. `{{x}}` is a field of `currentPhase`, `{{phaseN.x}}` one of phase N. Anything
 * else (text answers, values no option has) is shown as stored.
 */
export function selectLabels(configs: readonly Pick<PhaseConfig, 'phase' | 'fields'>[], currentPhase: number): Display {
  const labels = new Map<string, Map<string, string>>();
  for (const config of configs)
    for (const field of config.fields)
      if (field.type === 'select' && field.options?.length)
        labels.set(`${config.phase}.${field.id.toLowerCase()}`, new Map(field.options.map((o) => [o.value, o.label])));
  return (path, value) => {
    const m = PHASE_PATH.exec(path);
    const key = m ? `${Number(m[1])}.${m[2]}` : `${currentPhase}.${path}`;
    return labels.get(key)?.get(value) ?? labels.get(key)?.get(value.trim()) ?? value;
  };
}

/** The phases other than `phase` whose answers a template inserts ({{phase1.business_model}}). */
function otherPhases(template: string, phase: number): number[] {
  const out = new Set<number>();
  for (const path of placeholdersOf(template)) {
    const m = PHASE_PATH.exec(path);
    if (m && Number(m[1]) !== phase) out.add(Number(m[1]));
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * How the phase's prompt shows select answers: unchanged in English (the template names the
 * stored values), else as the options' labels in the config's language, also for the other
 * phases the template reaches into (their configs are read in the same language).
 */
export function usePromptDisplay(config: PhaseConfig): Display | undefined {
  const client = useApolloClient();
  const { locale, promptTemplate, phase } = config;
  const english = locale === 'en';
  const others = useMemo(() => (english ? [] : otherPhases(promptTemplate, phase)), [english, promptTemplate, phase]);
  const [extra, setExtra] = useState<readonly PhaseConfig[]>([]);
  useEffect(() => {
    if (others.length === 0) return;
    let live = true;
    void Promise.all(
      others.map((n) =>
        client.query({ query: PhaseConfigQuery, variables: { phase: n, locale } }).then(
          (r) => r.data?.phaseConfig ?? null,
          () => null,
        ),
      ),
    ).then((list) => {
      if (live) setExtra(list.filter((c): c is PhaseConfig => c !== null && c.locale === locale));
    });
    return () => {
      live = false;
    };
  }, [client, others, locale]);
  return useMemo(() => (english ? undefined : selectLabels([config, ...extra.filter((c) => c.locale === locale)], phase)), [english, config, extra, locale, phase]);
}
