import type { PhaseConfigFieldsFragment } from '../gql/graphql.ts';

/** renderPrompt's `display` (events/src/prompt/render.ts): how an inserted answer is shown. */
export type PromptDisplay = (path: string, value: string) => string;

/** `phaseN.field`: a placeholder that reaches into phase N. */
export const PHASE_PATH = /^phase(\d{1,2})\.(.+)$/;

/**
 * A select's answer is stored as its option's English value; where a placeholder inserts it,
 * this shows the option's label in the configs' language instead. `{{x}}` is a field of
 * `currentPhase`, `{{phaseN.x}}` one of phase N. Anything else (typed answers, a value no option
 * has) is shown as stored.
 */
export function selectLabels(configs: readonly Pick<PhaseConfigFieldsFragment, 'phase' | 'fields'>[], currentPhase: number): PromptDisplay {
  const labels = new Map<string, Map<string, string>>();
  for (const config of configs)
    for (const field of config.fields)
      if (field.type === 'select' && field.options?.length)
        labels.set(`${config.phase}.${field.id.toLowerCase()}`, new Map(field.options.map((o) => [o.value, o.label])));
  return (path, value) => {
    const m = PHASE_PATH.exec(path);
    const options = labels.get(m ? `${Number(m[1])}.${m[2]}` : `${currentPhase}.${path}`);
    return options?.get(value) ?? options?.get(value.trim()) ?? value;
  };
}
