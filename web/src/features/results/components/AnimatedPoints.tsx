import { srOnly } from '../../../styles/a11y.css.ts';
import { useCountUp } from '../hooks/useCountUp.ts';

export const pointsText = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** A points total that counts up; screen readers get the final figure once, not every frame. */
export function AnimatedPoints({ value, instant, className }: { value: number; instant: boolean; className?: string }) {
  const shown = useCountUp(value, { instant });
  return (
    <span className={className}>
      <span aria-hidden="true" data-testid="animated-points">
        {pointsText(shown)}
      </span>
      <span className={srOnly}>{pointsText(value)}</span>
    </span>
  );
}
