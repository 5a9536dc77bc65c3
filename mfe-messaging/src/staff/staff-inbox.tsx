import { onLiveEvent, useNow } from '@d742/platform';
import { EmptyState, ErrorState, Spinner } from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@d742/platform/router';
import {
  threadUrl,
  unreadFirst,
  useStaffClasses,
  useStaffThreads,
  useStudents,
} from './api/staff-api';
import { rosterLanguagesOf, studentsById } from './components/family';
import { ThreadList } from './components/thread-list';
import { ThreadView } from './components/thread-view';
import { STAFF_NS } from './i18n';
import './staff.css';

/**
 * Staff workspace: conversations with families, unread first, then newest activity; each
 * family's language; open one to read it in your language and answer. The list refetches on
 * `new_message` through the shell (as every message list does); an open thread refetches here.
 */
export default function StaffInbox() {
  const { t } = useTranslation(STAFF_NS);
  const headingId = useId();
  const now = useNow();
  const client = useQueryClient();
  const threads = useStaffThreads();
  const students = useStudents();
  const classes = useStaffClasses();
  // The open conversation is in the address (?thread=): a notification or a link opens it, and
  // the browser's Back closes it.
  const [params, setParams] = useSearchParams();
  const openId = params.get('thread');
  const setOpenId = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('thread', id);
          else next.delete('thread');
          return next;
        },
        // Closing replaces the entry: Back then leaves the inbox instead of reopening it.
        { replace: id === null },
      ),
    [setParams],
  );

  useEffect(
    () =>
      onLiveEvent('new_message', () => {
        if (openId) void client.invalidateQueries({ queryKey: [threadUrl(openId)] });
      }),
    [client, openId],
  );

  const byId = useMemo(() => studentsById(students.data), [students.data]);
  const rosterLanguages = useMemo(() => rosterLanguagesOf(classes.data), [classes.data]);
  const ordered = useMemo(() => unreadFirst(threads.data ?? []), [threads.data]);

  // Who the families are and their languages, for the list and a thread alike.
  const families = { students: byId, rosterLanguages, now };
  let body;
  if (openId) {
    body = <ThreadView messageId={openId} {...families} onBack={() => setOpenId(null)} />;
  } else if (threads.isPending) {
    body = <Spinner label={t('inbox.loading')} showLabel />;
  } else if (threads.isError) {
    body = (
      <ErrorState
        message={t('inbox.loadError')}
        retryLabel={t('inbox.retry')}
        onRetry={() => void threads.refetch()}
      />
    );
  } else if (ordered.length === 0) {
    body = <EmptyState title={t('inbox.emptyTitle')} description={t('inbox.emptyText')} />;
  } else {
    body = (
      <ThreadList threads={ordered} {...families} onOpen={(message) => setOpenId(message.id)} />
    );
  }

  return (
    <section className="staff-messaging" aria-labelledby={headingId}>
      <div className="staff-heading">
        <h2 id={headingId}>{t('inbox.title')}</h2>
        <p>{t('inbox.description')}</p>
      </div>
      {body}
    </section>
  );
}
