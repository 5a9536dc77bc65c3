import { type ComponentProps, type ReactElement, cloneElement, isValidElement } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClassName(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn('ui-button', `ui-button--${variant}`, `ui-button--${size}`, className);
}

type ChildProps = { className?: string };

/** Plain React (no Radix Slot): Button is on the sign-in page, which loads no Radix (decision 017). */
export function Button({
  variant,
  size,
  asChild = false,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClassName(variant, size, className);
  if (asChild && isValidElement<ChildProps>(children)) {
    const child = children as ReactElement<ChildProps>;
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
