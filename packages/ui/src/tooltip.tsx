import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

/** Spec section 9 defaults: open after 700 ms, skip the delay for 300 ms after one closes. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * Wraps one focusable child; the tooltip supplements its accessible name, never replaces it.
 * Each tooltip brings its own provider (spec defaults, as `TOOLTIP` in the contracts), so the
 * app needs no provider around every page and loads no Radix until a page shows a tooltip
 * (issue 14). The skip delay then applies within one tooltip, not across neighbours.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipRoot content={content} side={side}>
        {children}
      </TooltipRoot>
    </TooltipProvider>
  );
}

function TooltipRoot({ content, children, side }: Required<TooltipProps>) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content className="ui-tooltip" side={side} sideOffset={6}>
          {content}
          <TooltipPrimitive.Arrow className="ui-tooltip__arrow" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
