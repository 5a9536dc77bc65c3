import { cn } from './cn';

export interface SpinnerProps {
  /** Announced to screen readers; shown too when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('ui-spinner', `ui-spinner--${size}`, className)}
    >
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner__label' : 'ui-sr-only'}>{label}</span>
    </span>
  );
}
