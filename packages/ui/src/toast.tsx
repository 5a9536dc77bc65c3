import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { CloseIcon, cn } from '@d742/ui/core';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return <ToastPrimitive.Viewport className={cn('ui-toast-viewport', className)} {...props} />;
}

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: 'default' | 'destructive' | 'success';
}

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root className={cn('ui-toast', `ui-toast--${variant}`, className)} {...props} />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('ui-toast__title', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description className={cn('ui-toast__description', className)} {...props} />
  );
}

export interface ToastCloseProps extends ComponentProps<typeof ToastPrimitive.Close> {
  label: string;
}

export function ToastClose({ label, className, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      className={cn('ui-toast__close', className)}
      aria-label={label}
      {...props}
    >
      <CloseIcon />
    </ToastPrimitive.Close>
  );
}
