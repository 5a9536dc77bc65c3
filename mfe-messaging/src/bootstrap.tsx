import { mountStandalone } from '@d742/platform/standalone';
import { I18nextProvider } from 'react-i18next';
import MessagesPage from './messages/messages-page';

mountStandalone([MessagesPage], { I18nextProvider });
