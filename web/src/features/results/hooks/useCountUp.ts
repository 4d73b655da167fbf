import { useEffect, useState } from 'react';

/** Counts from 0 up to `target` over `durationMs` (ease-out); at once when `instant`. */
export function useCountUp(target: number, { durationMs = 1200, instant = false }: { durationMs?: number; instant?: boolean } = {}): number {
  const animate = !instant && target > 0 && typeof window.requestAnimationFrame === 'function';
  const [value, setValue] = useState(animate ? 0 : target);

  useEffect(() => {
    if (!animate) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [animate, target, durationMs]);

  return value;
}
