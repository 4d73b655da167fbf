import { useCallback, useEffect, useRef, useState } from 'react';
import { CONFETTI_RAIN_EVERY_MS, CONFETTI_RAIN_MS, REVEAL_STAGE_MS } from '@fit/events/shared/constants.ts';
import { loadConfetti, type Fire } from './confetti.ts';

/** 0 before the click; then 1 (third place), 2 (second), 3 (first) at 0.5 s, 1 s and 1.5 s. */
export type RevealStage = 0 | 1 | 2 | 3;

// How long particles of the last shot need to fall before the canvas can go.
const SETTLE_MS = 4000;

/**
 * SPEC §2/§9: after the click a confetti burst, the three stages, and a 3-second rain fired every
 * 250 ms. Under reduced motion there is no confetti at all (the burst included) — only the stages.
 */
export function useReveal(reducedMotion: boolean) {
  const [revealed, setRevealed] = useState(false);
  const [stage, setStage] = useState<RevealStage>(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const dispose = useRef<(() => void) | null>(null);
  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      timers.current.forEach(clearTimeout);
      timers.current = [];
      dispose.current?.();
    };
  }, []);

  const reveal = useCallback(() => {
    if (revealed) return;
    setRevealed(true);
    const at = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
    REVEAL_STAGE_MS.forEach((ms, i) => at(ms, () => setStage((i + 1) as RevealStage)));
    if (reducedMotion) return;

    let fire: Fire | null = null;
    loadConfetti()
      .then((c) => {
        if (unmounted.current) return c.dispose();
        dispose.current = c.dispose;
        fire = c.fire;
        fire({ particleCount: 160, spread: 100, startVelocity: 45, origin: { y: 0.6 } });
      })
      .catch((error: unknown) => console.error('Confetti could not load', error));
    // The rain: one shot from each side every 250 ms for 3 s (shots before the module loads are skipped).
    for (let t = CONFETTI_RAIN_EVERY_MS; t <= CONFETTI_RAIN_MS; t += CONFETTI_RAIN_EVERY_MS) {
      at(t, () => {
        fire?.({ particleCount: 25, angle: 60, spread: 55, origin: { x: 0, y: 0.7 } });
        fire?.({ particleCount: 25, angle: 120, spread: 55, origin: { x: 1, y: 0.7 } });
      });
    }
    at(CONFETTI_RAIN_MS + SETTLE_MS, () => {
      dispose.current?.();
      dispose.current = null;
    });
  }, [revealed, reducedMotion]);

  return { revealed, stage, reveal };
}
