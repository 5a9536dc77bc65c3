import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon, cn } from '@d742/ui/core';

export interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  children: ReactNode;
  placeholder?: string;
  id?: string;
  className?: string;
  /** Accessible name when no <Label htmlFor> points at the select. */
  'aria-label'?: string;
}

export function Select({
  children,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  ...props
}: SelectProps) {
  return (
    <SelectPrimitive.Root {...props}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        className={cn('ui-select__trigger', className)}
      >
        <span className="ui-select__value">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className="ui-select__icon">
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="ui-select__content" position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport className="ui-select__viewport">
            {children}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export interface SelectItemProps extends ComponentProps<typeof SelectPrimitive.Item> {
  value: string;
}

export function SelectItem({ value, children, className, ...props }: SelectItemProps) {
  // Spec section 5: select items may not have an empty value (Radix reserves '' for "cleared").
  if (value === '') throw new Error('SelectItem: value must not be an empty string');
  return (
    <SelectPrimitive.Item value={value} className={cn('ui-select__item', className)} {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="ui-select__indicator">
        <CheckIcon />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
