import { Button, type ButtonProps, Spinner } from '@d742/ui/core';
import type { ReactNode } from 'react';

/** What is wrong with the form, or what the service refused, said once under it. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="academics-error">
      {error}
    </p>
  ) : null;
}

/** A form's full-width send button; while sending it says so and takes no second tap. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  size,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  size?: ButtonProps['size'];
}) {
  return (
    <Button type="submit" size={size} className="academics-wide" disabled={pending}>
      {pending ? <Spinner size="sm" label={pendingLabel} showLabel /> : label}
    </Button>
  );
}

/** A button that shows and hides a part of the page below it (its name stays the same). */
export function DisclosureButton({
  open,
  onToggle,
  controls,
  className,
  children,
}: {
  open: boolean;
  onToggle(): void;
  controls?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      <span aria-hidden="true" className="academics-disclosure__mark">
        {open ? '▴' : '▾'}
      </span>
    </Button>
  );
}
