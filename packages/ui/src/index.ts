// The Radix-free part comes through its own shared entry, so a page importing both loads it once.
export * from '@d742/ui/core';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogFooter,
  type DialogContentProps,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from './dropdown-menu';
export { Switch } from './switch';
export { SwitchRow, type SwitchRowProps } from './switch-row';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './select';
export { Tooltip, TooltipProvider, type TooltipProps } from './tooltip';
export {
  ToastProvider,
  ToastViewport,
  Toast,
  ToastTitle,
  ToastDescription,
  ToastClose,
  type ToastProps,
  type ToastCloseProps,
} from './toast';
