import type { CreateTypes, Options } from 'canvas-confetti';

export type Fire = (options?: Options) => void;

/**
 * canvas-confetti, loaded only when the winners are revealed, drawing on a canvas of our own.
 * Its default draws in a Worker made from a blob: URL, which the app's CSP (script-src 'self',
 * so worker-src 'self') refuses; useWorker: false draws on the main thread and needs no change
 * to the policy.
 */
export async function loadConfetti(): Promise<{ fire: Fire; dispose: () => void }> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confetti = '';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '60' });
  document.body.appendChild(canvas);
  const instance: CreateTypes = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  return {
    fire: (options) => void instance(options)?.catch(() => undefined),
    dispose: () => {
      instance.reset();
      canvas.remove();
    },
  };
}
