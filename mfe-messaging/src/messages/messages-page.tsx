import { PageHeading, Tabs, TabsContent, TabsList, TabsTrigger } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../i18n';
import { MessageList } from './components/message-list';
import { VoiceChatTab } from './components/voice-chat-tab';
import './messages.css';

/** /messages: the 'messages' and 'voice-chat' tabs (spec 2). */
export default function MessagesPage() {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <section className="messaging-page">
      <PageHeading description={t('messages.subtitle')}>{t('messages.title')}</PageHeading>
      <Tabs defaultValue="messages">
        <TabsList aria-label={t('messages.tabsLabel')}>
          <TabsTrigger value="messages">{t('messages.tabs.messages')}</TabsTrigger>
          <TabsTrigger value="voice-chat">{t('messages.tabs.voiceChat')}</TabsTrigger>
        </TabsList>
        <TabsContent value="messages">
          <MessageList />
        </TabsContent>
        <TabsContent value="voice-chat">
          <VoiceChatTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
