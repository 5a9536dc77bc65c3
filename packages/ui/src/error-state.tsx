import { Button } from './button';
import { cn } from './cn';
import { AlertIcon } from './icons';

export interface ErrorStateProps {
  message: string;
  description?: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

export function ErrorState({
  message,
  description,
  retryLabel,
  onRetry,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cn('ui-state', 'ui-state--error', className)}>
      <div className="ui-state__icon" aria-hidden="true">
        <AlertIcon />
      </div>
      <p className="ui-state__title">{message}</p>
      {description ? <p className="ui-state__text">{description}</p> : null}
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
