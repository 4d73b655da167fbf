import { useCallback, useEffect, useRef, useState } from 'react';
import { CONFETTI_RAIN_EVERY_MS, CONFETTI_RAIN_MS, REVEAL_STAGE_MS } from '@fit/events/shared/constants';
import { loadConfetti, type Fire } from './confetti.ts';

/** 0 before the click; then 1 (third place), 2 (second), 3 (first) at 0.5 s, 1 s and 1.5 s. */
export type RevealStage = 0 | 1 | 2 | 3;

// How long particles of the last shot need to fall before the canvas can go.
const SETTLE_MS = 4000;

/**
 * docs/PRODUCT.md#results: after the click a confetti burst, the three stages, and a 3-second rain
 * fired every 250 ms. Under reduced motion there is no confetti at all (the burst included) — only
 * the stages.
 *
 * When the instructor drives the show (driven is the cohort's reveal stage, not null), the page
 * shows exactly that stage instead: no click, no timers; the confetti comes when the winner is
 * shown (stage 3). When the instructor lets go (null again), the page is back to its own click.
 */
export function useReveal(reducedMotion: boolean, driven: RevealStage | null = null) {
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

  const celebrate = useCallback(() => {
    if (reducedMotion) return;
    const at = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

    let fire: Fire | null = null;
    loadConfetti()
      .then((c) => {
        if (unmounted.current) return c.dispose();
        dispose.current?.();
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
  }, [reducedMotion]);

  const reveal = useCallback(() => {
    if (revealed || driven !== null) return;
    setRevealed(true);
    REVEAL_STAGE_MS.forEach((ms, i) => timers.current.push(setTimeout(() => setStage((i + 1) as RevealStage), ms)));
    celebrate();
  }, [revealed, driven, celebrate]);

  // The instructor reached the winner: celebrate once per arrival at stage 3.
  const wasDriven = useRef<RevealStage | null>(driven);
  useEffect(() => {
    if (driven === 3 && wasDriven.current !== 3) celebrate();
    wasDriven.current = driven;
  }, [driven, celebrate]);

  if (driven !== null) return { revealed: driven > 0, stage: driven, reveal, driven: true };
  return { revealed, stage, reveal, driven: false };
}
