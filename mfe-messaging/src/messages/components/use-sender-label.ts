import type { MessageSender } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';

/** 'You' for the reader's own words, else 'Name, Role' (the role alone when no name was stored). */
export function useSenderLabel(): (sender: MessageSender) => string {
  const { t } = useTranslation(MESSAGING_NS);
  const me = useSession((s) => s.user?.id);
  return (sender) => {
    if (sender.id === me) return t('sender.you');
    const role = t(`roles.${sender.role}`);
    return sender.name ? t('message.sender', { name: sender.name, role }) : role;
  };
}
