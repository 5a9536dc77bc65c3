import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A plain `<label>`: on the sign-in page, which loads no Radix (decision 017). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('ui-label', className)} {...props} />;
}
