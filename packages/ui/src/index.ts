export { cn } from './cn';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  type CardTitleProps,
} from './card';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
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
export { Skeleton } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Input } from './input';
export { Label } from './label';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { PageHeading, type PageHeadingProps } from './page-heading';
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
export * from './icons';
