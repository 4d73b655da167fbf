import { Check, ChevronDown, Menu as MenuIcon } from 'lucide-react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PhaseInfo } from '@fit/events/phases/names';
import { usePhases } from '../../i18n/I18nProvider.tsx';
import { EARLY_PHASE_TOOLTIP_DELAY_MS } from '@fit/events/shared/constants';
import { Tooltip } from '../../components/ui/Tooltip/Tooltip.tsx';
import { Button } from '../../components/ui/Button/Button.tsx';
import * as menu from '../../components/ui/Menu/Menu.css.ts';
import { phasePath } from '../../lib/urls.ts';
import * as styles from './Header.css.ts';
import { srOnly } from '../../styles/a11y.css.ts';

const INLINE = 4;

interface NavProps {
  current: number | null;
  teamCode: string | null;
}

const stateOf = (n: number, current: number | null) => ({
  isCurrent: current === n,
  isDone: current !== null && n < current,
});

/**
 * A phase link's content. Its accessible name is 'Phase n: Name', plus '(completed)' for earlier
 * phases, and contains the visible name (WCAG 2.5.3 label in name): the number or tick is shown
 * but hidden from screen readers, the extra words are read but not shown.
 */
function LinkContent({ n, name, done, numberClass }: { n: number; name: string; done: boolean; numberClass?: string }) {
  const intl = useIntl();
  return (
    <>
      <span className={numberClass} aria-hidden="true">
        {done ? <Check size={14} strokeWidth={3} aria-hidden="true" focusable="false" /> : intl.formatNumber(n)}
      </span>
      <FormattedMessage
        id="layout.phases.linkName"
        defaultMessage="<hidden>Phase {number, number}:</hidden> {name}"
        values={{ number: n, name, hidden: (chunks) => <span className={srOnly}>{chunks}</span> }}
      />
      {done && (
        <>
          {' '}
          <span className={srOnly}>
            <FormattedMessage id="layout.phases.completed" defaultMessage="(completed)" />
          </span>
        </>
      )}
    </>
  );
}

function PhaseLink({ phase, current, teamCode }: NavProps & { phase: PhaseInfo }) {
  const n = phase.number;
  const { isCurrent, isDone } = stateOf(n, current);
  return (
    <Tooltip content={phase.landingTitle} delayDuration={n <= 3 ? EARLY_PHASE_TOOLTIP_DELAY_MS : undefined}>
      <Link to={phasePath(n, teamCode)} className={styles.navLink} aria-current={isCurrent ? 'page' : undefined} data-done={isDone}>
        <LinkContent n={n} name={phase.name} done={isDone} numberClass={styles.stepNumber} />
      </Link>
    </Tooltip>
  );
}

function MenuLinks({ phases, current, teamCode }: NavProps & { phases: readonly PhaseInfo[] }) {
  return phases.map((p) => {
    const { isCurrent, isDone } = stateOf(p.number, current);
    return (
      <Menu.Item key={p.number} asChild>
        <Link to={phasePath(p.number, teamCode)} className={menu.item} aria-current={isCurrent ? 'page' : undefined}>
          <LinkContent n={p.number} name={p.name} done={isDone} />
        </Link>
      </Menu.Item>
    );
  });
}

/** Desktop: phases 1–4 inline, the rest under 'More'. */
export function PhaseNavigator({ current, teamCode }: NavProps) {
  const intl = useIntl();
  const phases = usePhases();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'layout.phases.nav', defaultMessage: 'Phases' })}>
      {phases.slice(0, INLINE).map((p) => (
        <PhaseLink key={p.number} phase={p} current={current} teamCode={teamCode} />
      ))}
      <Menu.Root>
        <Menu.Trigger asChild>
          <button type="button" className={styles.navLink} aria-current={current !== null && current > INLINE ? 'page' : undefined}>
            <FormattedMessage id="layout.phases.more" defaultMessage="More" /> <ChevronDown size={14} aria-hidden="true" focusable="false" />
          </button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className={menu.content} align="end" sideOffset={6}>
            <MenuLinks phases={phases.slice(INLINE)} current={current} teamCode={teamCode} />
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </nav>
  );
}

/** Mobile: one menu, 'Navigate to Phase', listing all eight. */
export function MobilePhaseMenu({ current, teamCode }: NavProps) {
  const intl = useIntl();
  const phases = usePhases();
  const title = intl.formatMessage({ id: 'layout.phases.navigate', defaultMessage: 'Navigate to Phase' });
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="secondary" size="sm">
          <MenuIcon size={16} aria-hidden="true" focusable="false" />
          <span className={styles.labelWhenWide}>{title}</span>
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menu.content} align="end" sideOffset={6}>
          <Menu.Label className={menu.label}>{title}</Menu.Label>
          <MenuLinks phases={phases} current={current} teamCode={teamCode} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
