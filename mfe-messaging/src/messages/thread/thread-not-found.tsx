import { EmptyState, MessageIcon } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { BackLink } from '../components/back-link';

/** A thread that does not exist or is not the reader's (the server answers both alike). */
export function ThreadNotFound() {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <div className="messaging-stack">
      <BackLink />
      <EmptyState
        icon={<MessageIcon />}
        title={t('thread.notFoundTitle')}
        description={t('thread.notFoundText')}
      />
    </div>
  );
}
