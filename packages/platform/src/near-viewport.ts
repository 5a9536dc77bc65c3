import { useCallback, useRef, useState } from 'react';

/**
 * True once the element given to the returned ref comes within `rootMargin` of the viewport (and
 * from then on). Without IntersectionObserver (Node's pre-render, jsdom) it is true at once.
 * React calls the ref with null on unmount, which disconnects the observer.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '300px',
): [boolean, (node: T | null) => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [near, rootMargin],
  );
  return [near, ref];
}
