import { onLiveEvent, refetchMessages } from '@d742/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A new message refreshes the message list, the header bell and the nav badge without a reload. */
export function useRefreshOnNewMessage(): void {
  const client = useQueryClient();
  useEffect(() => onLiveEvent('new_message', () => void refetchMessages(client)), [client]);
}
