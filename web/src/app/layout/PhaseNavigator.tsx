import { Check, ChevronDown, Menu as MenuIcon } from 'lucide-react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { PHASES } from '@fit/events/phases/names';
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
  return (
    <>
      <span className={numberClass} aria-hidden="true">
        {done ? <Check size={14} strokeWidth={3} aria-hidden="true" focusable="false" /> : n}
      </span>
      <span className={srOnly}>Phase {n}:</span> {name}
      {done && (
        <>
          {' '}
          <span className={srOnly}>(completed)</span>
        </>
      )}
    </>
  );
}

function PhaseLink({ n, name, current, teamCode }: NavProps & { n: number; name: string }) {
  const { isCurrent, isDone } = stateOf(n, current);
  return (
    <Tooltip content={PHASES[n - 1]!.landingTitle} delayDuration={n <= 3 ? EARLY_PHASE_TOOLTIP_DELAY_MS : undefined}>
      <Link to={phasePath(n, teamCode)} className={styles.navLink} aria-current={isCurrent ? 'page' : undefined} data-done={isDone}>
        <LinkContent n={n} name={name} done={isDone} numberClass={styles.stepNumber} />
      </Link>
    </Tooltip>
  );
}

function MenuLinks({ phases, current, teamCode }: NavProps & { phases: typeof PHASES }) {
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
  return (
    <nav className={styles.nav} aria-label="Phases">
      {PHASES.slice(0, INLINE).map((p) => (
        <PhaseLink key={p.number} n={p.number} name={p.name} current={current} teamCode={teamCode} />
      ))}
      <Menu.Root>
        <Menu.Trigger asChild>
          <button type="button" className={styles.navLink} aria-current={current !== null && current > INLINE ? 'page' : undefined}>
            More <ChevronDown size={14} aria-hidden="true" focusable="false" />
          </button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className={menu.content} align="end" sideOffset={6}>
            <MenuLinks phases={PHASES.slice(INLINE)} current={current} teamCode={teamCode} />
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </nav>
  );
}

/** Mobile: one menu, 'Navigate to Phase', listing all eight. */
export function MobilePhaseMenu({ current, teamCode }: NavProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="secondary" size="sm">
          <MenuIcon size={16} aria-hidden="true" focusable="false" />
          <span className={styles.labelWhenWide}>Navigate to Phase</span>
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menu.content} align="end" sideOffset={6}>
          <Menu.Label className={menu.label}>Navigate to Phase</Menu.Label>
          <MenuLinks phases={PHASES} current={current} teamCode={teamCode} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
