import { TOAST } from '@d742/contracts/constants';
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  /**
   * A key of the common texts: the Toaster shows it in the page's language at each render, so a
   * toast still open when the language changes (a parent's own switch, or the account's language
   * taking over right after sign-in, decision 011) follows it. `title` is then the text as it was made.
   */
  titleKey?: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
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
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  useToastStore.setState((s) => ({
    toasts: [{ ...input, id, open: true }, ...s.toasts].slice(0, TOAST.limit),
  }));
  return id;
}
