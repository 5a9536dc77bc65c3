import { TOAST } from '@d742/contracts/constants';
import { useToastStore, useCommonT } from '@d742/platform/core';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@d742/ui';

/** Renders the platform toast bus (spec section 9: one at a time, 5 s, swipe right 50 px, F8). */
export function Toaster() {
  const t = useCommonT();
  const toasts = useToastStore((s) => s.toasts);
  const remove = useToastStore((s) => s.remove);
  return (
    <ToastProvider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant}
          duration={item.durationMs}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) remove(item.id);
          }}
        >
          {/* Texts given as functions are made again here, in the page's language now. */}
          <ToastTitle>{item.titleText ? item.titleText() : item.title}</ToastTitle>
          {item.description !== undefined ? (
            <ToastDescription>
              {item.descriptionText ? item.descriptionText() : item.description}
            </ToastDescription>
          ) : null}
          <ToastClose label={t('actions.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST.hotkey]} label={t('toast.label')} />
    </ToastProvider>
  );
}
