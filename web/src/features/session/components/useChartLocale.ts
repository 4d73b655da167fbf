import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { directionOf } from '@fit/events/i18n';
import type { PhaseInfo } from '@fit/events/phases/names';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';

/** What the session view needs of the page's language: formatting, the phases' names, and its direction. */
export interface ChartLocale {
  intl: IntlShape;
  rtl: boolean;
  /** The phase's name in the page's language ('Phase n' outside 1..8). */
  phaseName: (n: number) => string;
  /** '2 Competition Analysis': a phase in a data table. */
  phaseCell: (n: number) => string;
  /** '2. Competition Analysis': a phase as a row's label. */
  phaseLabel: (n: number) => string;
}

function phaseNameIn(intl: IntlShape, phases: readonly PhaseInfo[], n: number): string {
  return phases.find((p) => p.number === n)?.name ?? intl.formatMessage({ id: 'session.phase.fallback', defaultMessage: 'Phase {number, number}' }, { number: n });
}

export function useChartLocale(): ChartLocale {
  const intl = useIntl();
  const { locale, phases } = useLanguage();
  return useMemo(() => {
    const phaseName = (n: number) => phaseNameIn(intl, phases, n);
    return {
      intl,
      rtl: directionOf(locale) === 'rtl',
      phaseName,
      phaseCell: (n: number) => intl.formatMessage({ id: 'session.phase.cell', defaultMessage: '{number, number} {name}' }, { number: n, name: phaseName(n) }),
      phaseLabel: (n: number) => intl.formatMessage({ id: 'session.phase.label', defaultMessage: '{number, number}. {name}' }, { number: n, name: phaseName(n) }),
    };
  }, [intl, locale, phases]);
}
