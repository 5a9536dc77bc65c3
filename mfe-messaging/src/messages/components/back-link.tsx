import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';
import { MESSAGING_NS } from '../../i18n';

/** Back to the list from a thread or a new conversation (the route above, wherever it is mounted). */
export function BackLink() {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <Link to=".." className="messaging-back">
      <span aria-hidden="true">←</span> {t('thread.back')}
    </Link>
  );
}
