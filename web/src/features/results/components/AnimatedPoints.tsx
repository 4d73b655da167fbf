import { srOnly } from '../../../styles/a11y.css.ts';
import { useCountUp } from '../hooks/useCountUp.ts';
import { useResultTexts } from './labels.ts';

/** A points total that counts up; screen readers get the final figure once, not every frame. */
export function AnimatedPoints({ value, instant, className }: { value: number; instant: boolean; className?: string }) {
  const shown = useCountUp(value, { instant });
  const t = useResultTexts();
  return (
    <span className={className}>
      <span aria-hidden="true" data-testid="animated-points">
        {t.points(shown)}
      </span>
      <span className={srOnly}>{t.points(value)}</span>
    </span>
  );
}
