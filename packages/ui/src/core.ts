/**
 * `@d742/ui/core`: the Radix-free part of the kit (plain elements and icons). The sign-in page
 * imports only this, so it loads no Radix; `@d742/ui` re-exports it beside the Radix-based parts
 * (decision 017). Everything here must stay free of `radix-ui`; a test in @d742/platform (core.test.ts) checks it.
 */
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
export { Skeleton } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Input } from './input';
export { Label } from './label';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { PageHeading, type PageHeadingProps } from './page-heading';
export * from './icons';
