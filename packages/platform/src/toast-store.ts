import { TOAST } from '@d742/contracts/constants';
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

/**
 * A toast's text: a string as it is (a server's message, a name), or a function that makes it in
 * the page's language, e.g. `() => t('conference.cancelled')`. The Toaster calls the function at
 * each render, so a toast still open when the language changes (a parent's own switch, or the
 * account's language taking over right after sign-in, decision 011) follows it.
 */
export type ToastText = string | (() => string);

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem {
  id: string;
  open: boolean;
  /** The texts as they were made (what a test or a log reads). */
  title: string;
  description?: string;
  /** Given as functions: made again at each render, in the page's language then. */
  titleText?: () => string;
  descriptionText?: () => string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastState {
  toasts: ToastItem[];
  /** Starts the close animation; the Toaster removes it once closed. */
  dismiss(id: string): void;
  remove(id: string): void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) =>
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) })),
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;

/** Shows a toast through the shell's Toaster. The newest wins: at most TOAST.limit are kept. */
export function toast({ title, description, ...rest }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    ...rest,
    id,
    open: true,
    title: typeof title === 'function' ? title() : title,
    ...(typeof title === 'function' ? { titleText: title } : {}),
    ...(description === undefined
      ? {}
      : { description: typeof description === 'function' ? description() : description }),
    ...(typeof description === 'function' ? { descriptionText: description } : {}),
  };
  useToastStore.setState((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST.limit) }));
  return id;
}
