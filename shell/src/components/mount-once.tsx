import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (typically a React.lazy part) from the first time `when` is true, and keeps
 * them mounted after, so a dialog or toast can animate closed. Until then nothing loads: how the
 * sign-in page keeps Radix off its first load (decision 017).
 */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  if (!mounted && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
