import { useMutation } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { PhaseConfig } from '../types.ts';
import { renderPrompt } from '@fit/events/prompt/render';
import { toast } from '../../../lib/toast.ts';
import { phasePath } from '../../../lib/urls.ts';
import { SetTeamPhaseMutation } from '../graphql/setTeamPhase.ts';
import { usePhaseForm } from '../hooks/usePhaseForm.ts';
import { usePromptDisplay } from '../hooks/usePromptDisplay.ts';
import { PhaseIntro } from './PhaseIntro.tsx';
import { DecisionBox } from './DecisionBox.tsx';
import { WorkflowSteps } from './WorkflowSteps.tsx';
import { PhaseForm } from './PhaseForm.tsx';
import { OverallProgress, ExpectedOutputBox, NextStepsInstructions } from './PhaseOutcome.tsx';
import { PromptPreview } from './PromptPreview.tsx';
import { PhaseActions } from './PhaseActions.tsx';
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx';
import * as styles from './PhaseWorkspace.css.ts';

const m = defineMessages({
  requiredTitle: { id: 'phases.workspace.requiredToast', defaultMessage: 'Please complete all required fields' },
  requiredText: { id: 'phases.workspace.requiredToastText', defaultMessage: 'Fill in all required information before proceeding.' },
  launchedTitle: { id: 'phases.workspace.launchedToast', defaultMessage: 'Launch Complete!' },
  launchedText: { id: 'phases.workspace.launchedToastText', defaultMessage: 'Your final phase data has been saved successfully.' },
  savedTitle: { id: 'phases.workspace.savedToast', defaultMessage: 'Progress saved' },
  savedText: { id: 'phases.workspace.savedToastText', defaultMessage: 'Your work has been saved successfully.' },
  loading: { id: 'phases.workspace.loading', defaultMessage: 'Loading your answers…' },
});

export interface WorkspaceTeam {
  id: string;
  name: string;
  code: string;
  currentPhase: number;
}

interface PhaseWorkspaceProps {
  config: PhaseConfig;
  team: WorkspaceTeam | null;
  /**
   * Phase 8's website card, placed before the buttons; a function gets the form's answers and
   * setter, so the card and the form share one website field.
   */
  /** Under each field, and under the form for the whole phase: the team's feedback (composed by the page). */
  fieldExtra?: (fieldId: string, label: string) => ReactNode;
  formExtra?: ReactNode;
  /** Joins the team again when the server refuses this browser's session (see usePhaseDoc). */
  rejoin?: () => Promise<boolean>;
  extra?: ReactNode | ((form: { values: Readonly<Record<string, string>>; setValue: (id: string, value: string) => void }) => ReactNode);
  /** Above the intro: the room's pace (composed by the page); saveNow lets it store every pending edit before moving the page. */
  top?: (form: { saveNow: () => Promise<boolean> }) => ReactNode;
  /** Why the team may not continue past this phase now (the instructor's hold), shown by the Continue button. */
  continueBlocked?: string | null;
}

/** The phase page's body, top to bottom (docs/PRODUCT.md#phase-page). Key it by phase and team. */
export function PhaseWorkspace({ config, team, extra, fieldExtra, formExtra, rejoin, top, continueBlocked }: PhaseWorkspaceProps) {
  const phase = config.phase;
  const form = usePhaseForm(config, team?.id ?? null, rejoin);
  const [setTeamPhase] = useMutation(SetTeamPhaseMutation);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const intl = useIntl();
  // Select answers appear in the prompt as their labels in the config's language (stored: English values).
  const display = usePromptDisplay(config);

  const prompt = useMemo(
    () =>
      renderPrompt(config.promptTemplate, {
        current: form.values,
        phases: form.phases,
        team: team ? { name: team.name, code: team.code } : null,
        display,
      }),
    [config.promptTemplate, form.values, form.phases, team, display],
  );

  const requireAll = () => {
    if (form.validateAll()) return true;
    toast({ title: intl.formatMessage(m.requiredTitle), description: intl.formatMessage(m.requiredText), variant: 'destructive' });
    return false;
  };

  async function onContinue() {
    if (continueBlocked) return;
    if (!requireAll()) return;
    setBusy(true);
    try {
      if (!(await form.saveNow())) return;
      if (phase >= PHASE_COUNT) {
        toast({ title: intl.formatMessage(m.launchedTitle), description: intl.formatMessage(m.launchedText) });
        return;
      }
      // Never move a team back: revisiting phase 2 and continuing keeps a later currentPhase.
      if (team && phase + 1 > team.currentPhase) {
        await setTeamPhase({ variables: { teamId: team.id, currentPhase: phase + 1 } }).catch((error: unknown) => console.error('Failed to advance the team', error));
      }
      navigate(phasePath(phase + 1, team?.code));
    } finally {
      setBusy(false);
    }
  }

  async function onSaveAndExit() {
    setBusy(true);
    const ok = await form.saveNow();
    setBusy(false);
    if (!ok) return;
    toast({ title: intl.formatMessage(m.savedTitle), description: intl.formatMessage(m.savedText) });
    navigate('/');
  }

  if (form.loading) return <Spinner label={intl.formatMessage(m.loading)} />;

  return (
    <div className={styles.root}>
      {top?.({ saveNow: form.saveNow })}
      <PhaseIntro config={config} />
      {config.decisionBoxContent && <DecisionBox content={config.decisionBoxContent} />}
      {config.stepByStepFlow && config.stepByStepFlow.length > 0 && <WorkflowSteps steps={config.stepByStepFlow} />}
      <PhaseForm
        config={config}
        live={form.live}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        onBlur={form.validateField}
        onSubmit={() => {
          if (requireAll()) void form.saveNow();
        }}
        fieldExtra={fieldExtra}
      />
      {formExtra}
      <OverallProgress phase={phase} />
      <PromptPreview prompt={prompt} />
      <ExpectedOutputBox output={config.expectedOutput} />
      {config.instructions && config.instructions.length > 0 && <NextStepsInstructions instructions={config.instructions} />}
      {typeof extra === 'function' ? extra({ values: form.values, setValue: form.setValue }) : extra}
      <PhaseActions
        phase={phase}
        missingRequired={form.missingRequired}
        busy={busy}
        blockedReason={continueBlocked ?? null}
        onPrevious={() => navigate(phasePath(Math.max(1, phase - 1), team?.code))}
        onSaveAndExit={onSaveAndExit}
        onContinue={onContinue}
      />
    </div>
  );
}
