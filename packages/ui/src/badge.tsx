import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeTone = 'success' | 'primary' | 'warning' | 'error' | 'neutral' | 'destructive';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cn('ui-badge', `ui-badge--${tone}`, className)} {...props} />;
}
