import type { ThreadResponse } from '@d742/contracts';
import { onLiveEvent, toast, useNow, useSession } from '@d742/platform';
import { ErrorState, Skeleton } from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@d742/platform/router';
import { MESSAGING_NS, tNow } from '../../i18n';
import { invalidateThread, useMarkThreadRead, useThread } from '../api/thread-api';
import { BackLink } from '../components/back-link';
import { useSenderLabel } from '../components/use-sender-label';
import { ReplyComposer } from './reply-composer';
import { ThreadEntry } from './thread-entry';
import { ThreadNotFound } from './thread-not-found';

/**
 * Opening a thread marks it read (the badges refetch). Anything unread that arrives while it is
 * open is marked read too.
 */
function useMarkReadWhileOpen(messageId: string, thread: ThreadResponse | undefined) {
  const { t } = useTranslation(MESSAGING_NS);
  const markRead = useMarkThreadRead(messageId);
  const markedFor = useRef<ThreadResponse | null>(null);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (!thread || thread.message.thread.unreadCount === 0) return;
    if (isPending || markedFor.current === thread) return;
    markedFor.current = thread;
    mutate(undefined, {
      onError: () =>
        toast({
          title: () => tNow('toast.errorOccurred'),
          description: () => tNow('toast.markAsReadFailed'),
          variant: 'destructive',
        }),
    });
  }, [thread, isPending, mutate, t]);
}

/** A live `new_message` for this thread (or one that does not say which) refetches it. */
function useLiveThread(messageId: string, threadId: string | undefined) {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('new_message', (event) => {
        if (!event.threadId || event.threadId === threadId)
          void invalidateThread(client, messageId, { refetch: true });
      }),
    [client, messageId, threadId],
  );
  // Cached threads never go stale on their own: the next visit asks again (and shows the cached
  // one meanwhile).
  useEffect(
    () => () => void invalidateThread(client, messageId, { refetch: false }),
    [client, messageId],
  );
}

/** What the reader had not read: the first message (their copy) and others' replies. */
function unreadIds({ message, replies }: ThreadResponse): string[] {
  return [
    ...(message.isRead ? [] : [message.id]),
    ...replies.filter((reply) => !reply.isRead).map((reply) => reply.id),
  ];
}

/**
 * What was new when it appeared on screen stays marked 'New' for this visit, although opening the
 * thread has marked it read.
 */
function useNewThisVisit(thread: ThreadResponse): ReadonlySet<string> {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(unreadIds(thread)));
  useEffect(() => {
    const fresh = unreadIds(thread).filter((id) => !seen.has(id));
    if (fresh.length > 0) setSeen(new Set([...seen, ...fresh]));
  }, [thread, seen]);
  return seen;
}

function Thread({ messageId, thread }: { messageId: string; thread: ThreadResponse }) {
  const { t } = useTranslation(MESSAGING_NS);
  const now = useNow();
  const me = useSession((s) => s.user?.id);
  const senderLabel = useSenderLabel();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const newThisVisit = useNewThisVisit(thread);
  const { message, replies } = thread;
  const { subject, content } = message.texts;

  // Where a screen reader and the eye start on a newly opened thread.
  useEffect(() => heading.current?.focus(), [messageId]);

  return (
    <article className="messaging-thread" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="messaging-thread__subject"
        lang={subject.shown.language}
      >
        {subject.shown.text}
      </h2>
      <ol className="messaging-thread__entries" aria-label={t('thread.entries')}>
        <ThreadEntry
          senderLabel={message.schoolNotice ? t('message.from') : senderLabel(message.sender)}
          createdAt={message.createdAt}
          isRead={message.isRead && !newThisVisit.has(message.id)}
          own={message.sender.id === me}
          title={subject}
          content={content}
          audio={null}
          now={now}
        />
        {replies.map((reply) => (
          <ThreadEntry
            key={reply.id}
            senderLabel={senderLabel(reply.sender)}
            createdAt={reply.createdAt}
            isRead={reply.isRead && !newThisVisit.has(reply.id)}
            own={reply.sender.id === me}
            content={reply.content}
            audio={reply.audio}
            now={now}
          />
        ))}
      </ol>
      <ReplyComposer messageId={messageId} threadId={message.thread.id} />
    </article>
  );
}

/** /messages/{id}: the first message and its replies, oldest first, then the reply box. */
export function ThreadPage() {
  const { t } = useTranslation(MESSAGING_NS);
  const { messageId = '' } = useParams();
  const thread = useThread(messageId);
  useMarkReadWhileOpen(messageId, thread.data);
  useLiveThread(messageId, thread.data?.message.thread.id);

  let body;
  if (thread.data) {
    body = <Thread key={messageId} messageId={messageId} thread={thread.data} />;
  } else if (thread.isError) {
    // 404 for a thread that is missing or someone else's, 400 for an id that is no id.
    if (thread.error.status === 404 || thread.error.status === 400) return <ThreadNotFound />;
    body = (
      <ErrorState
        message={t('thread.loadError')}
        retryLabel={t('actions.retry', { ns: 'common' })}
        onRetry={() => void thread.refetch()}
      />
    );
  } else {
    body = (
      <div role="status" aria-label={t('thread.loading')} className="messaging-stack">
        <Skeleton className="messaging-skeleton" />
        <Skeleton className="messaging-skeleton" />
      </div>
    );
  }
  return (
    <div className="messaging-stack">
      <BackLink />
      {body}
    </div>
  );
}
