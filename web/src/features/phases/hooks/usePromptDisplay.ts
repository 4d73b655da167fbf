import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { placeholdersOf } from '@fit/events/prompt/render';
import type { PhaseConfig } from '../types.ts';
import { PhaseConfigQuery } from '../../../lib/graphql/phaseConfig.ts';
import { PHASE_PATH, selectLabels, type PromptDisplay } from '../../../lib/promptLabels.ts';

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
export function usePromptDisplay(config: PhaseConfig): PromptDisplay | undefined {
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
