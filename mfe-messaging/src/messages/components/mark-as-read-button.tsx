import type { Message } from '@d742/contracts';
import { toast } from '@d742/platform';
import { Button, CheckIcon } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS, tNow } from '../../i18n';
import { useMarkAsRead } from '../api/messages-api';

/** Disabled while its request (and the refetch after it) is pending; 'Error occurred' on failure. */
export function MarkAsReadButton({ message }: { message: Message }) {
  const { t } = useTranslation(MESSAGING_NS);
  const markAsRead = useMarkAsRead(message.id, {
    onError: () =>
      toast({
        title: () => tNow('toast.errorOccurred'),
        description: () => tNow('toast.markAsReadFailed'),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={markAsRead.isPending}
      aria-label={t('message.markAsReadLabel', { subject: message.subject })}
      onClick={() => markAsRead.mutate()}
    >
      <CheckIcon />
      {t('message.markAsRead')}
    </Button>
  );
}
