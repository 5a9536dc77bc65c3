import { useAudience, useSession } from '@d742/platform';
import {
  Button,
  MessageIcon,
  PageHeading,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from '@d742/platform/router';
import { MESSAGING_NS } from '../i18n';
import { StartConversationPage } from './compose/start-conversation-page';
import { MessageList } from './components/message-list';
import { VoiceChatTab } from './components/voice-chat-tab';
import { ThreadNotFound } from './thread/thread-not-found';
import { ThreadPage } from './thread/thread-page';
import './messages.css';

/** The 'messages' and 'voice-chat' tabs (spec 2); parents can start a conversation from here. */
function MessagesHome() {
  const { t } = useTranslation(MESSAGING_NS);
  const parent = useSession((s) => s.user?.role === 'parent');
  return (
    <Tabs defaultValue="messages">
      <TabsList aria-label={t('messages.tabsLabel')}>
        <TabsTrigger value="messages">{t('messages.tabs.messages')}</TabsTrigger>
        <TabsTrigger value="voice-chat">{t('messages.tabs.voiceChat')}</TabsTrigger>
      </TabsList>
      <TabsContent value="messages" className="messaging-stack">
        {parent ? (
          <Button asChild className="messaging-compose-link">
            <Link to="new">
              <MessageIcon />
              {t('compose.open')}
            </Link>
          </Button>
        ) : null}
        <MessageList />
      </TabsContent>
      <TabsContent value="voice-chat">
        <VoiceChatTab />
      </TabsContent>
    </Tabs>
  );
}

/**
 * /messages and below (the shell routes `messages/*` here): the list, a thread at /messages/{id}
 * (any message id of it; deep-linkable) and a new conversation at /messages/new.
 */
export default function MessagesPage() {
  const { t } = useTranslation(MESSAGING_NS);
  const context = useAudience();
  return (
    <section className="messaging-page">
      <PageHeading description={t('messages.subtitle', { context })}>
        {t('messages.title')}
      </PageHeading>
      <Routes>
        <Route index element={<MessagesHome />} />
        <Route path="new" element={<StartConversationPage />} />
        <Route path=":messageId" element={<ThreadPage />} />
        <Route path="*" element={<ThreadNotFound />} />
      </Routes>
    </section>
  );
}
