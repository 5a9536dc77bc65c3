import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PageHeadingProps {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function PageHeading({ children, description, className }: PageHeadingProps) {
  return (
    <header className={cn('ui-page-heading', className)}>
      <h1 className="ui-page-heading__title">{children}</h1>
      {description ? <p className="ui-page-heading__description">{description}</p> : null}
    </header>
  );
}
