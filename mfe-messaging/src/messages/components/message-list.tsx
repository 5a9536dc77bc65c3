import type { MessageSummary } from '@d742/contracts';
import { useNow } from '@d742/platform';
import { EmptyState, ErrorState, MessageIcon, Skeleton } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { useMessages } from '../api/messages-api';
import { MessageItem } from './message-item';

const SKELETONS = 3;

/** Newest activity first: a thread with a new reply comes up to the top. */
function byLastActivity(messages: readonly MessageSummary[]): MessageSummary[] {
  return [...messages].sort(
    (a, b) => Date.parse(b.thread.lastActivityAt) - Date.parse(a.thread.lastActivityAt),
  );
}

/** The messages tab: skeletons while loading, an error with retry, an empty state, or the list. */
export function MessageList() {
  const { t } = useTranslation(MESSAGING_NS);
  const now = useNow();
  const messages = useMessages();
  if (messages.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="messaging-stack">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Skeleton key={i} className="messaging-skeleton" />
        ))}
      </div>
    );
  }
  if (messages.isError) {
    return (
      <ErrorState
        message={t('list.loadError')}
        retryLabel={t('actions.retry', { ns: 'common' })}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  if (messages.data.length === 0) {
    return (
      <EmptyState
        icon={<MessageIcon />}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
      />
    );
  }
  return (
    <ul className="messaging-list" aria-label={t('list.label')}>
      {byLastActivity(messages.data).map((message) => (
        <MessageItem key={message.id} message={message} now={now} />
      ))}
    </ul>
  );
}
