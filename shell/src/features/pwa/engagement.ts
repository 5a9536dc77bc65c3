import { usePwa } from './pwa-store';

/**
 * What counts as the parent engaging with the page: her own input. `scroll` is not among them: it
 * also fires for scrolls nobody asked for (the browser restoring the position on a reload, a page
 * scrolling to its #anchor), and a scroll she makes starts with the wheel, a touch, a key or a
 * pointer on the scrollbar anyway.
 */
export const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'click',
] as const;

/**
 * Sets `engaged` in the PWA store on the first of those events, then stops listening. Added with
 * the page (early.tsx), so what she did before the PWA layer loaded counts. Listens on the window
 * in the capture phase, which no component's stopPropagation can hide. Returns the removal.
 */
export function watchEngagement(target: Window = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) target.removeEventListener(type, engaged, options);
  };
  function engaged() {
    stop();
    usePwa.setState({ engaged: true });
  }
  for (const type of ENGAGEMENT_EVENTS) target.addEventListener(type, engaged, options);
  return stop;
}
