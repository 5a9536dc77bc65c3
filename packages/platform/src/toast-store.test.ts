import { TOAST } from '@d742/contracts';
import { toast, useToastStore } from './toast-store';

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('toast(input)', () => {
  it('keeps at most TOAST.limit toasts, newest first', () => {
    toast({ title: 'first' });
    const id = toast({ title: 'second', variant: 'success' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(TOAST.limit);
    expect(toasts[0]).toMatchObject({ id, title: 'second', variant: 'success', open: true });
  });

  it('returns distinct ids and lets the toaster dismiss then remove a toast', () => {
    const a = toast({ title: 'a' });
    const b = toast({ title: 'b' });
    expect(a).not.toBe(b);
    useToastStore.getState().dismiss(b);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    useToastStore.getState().remove(b);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
