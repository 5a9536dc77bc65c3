import { toast, useAudience } from '@d742/platform';
import { Button, PhoneIcon } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS, tNow } from '../../i18n';

/** Floating phone button: calling teachers (staff: families) is not available yet, so it says so. */
export function ContactTeacherButton() {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  return (
    <Button
      size="icon"
      className="academics-fab"
      aria-label={t('dashboard.contact.button', { context })}
      onClick={() =>
        toast({
          title: () => tNow('dashboard.contact.title'),
          description: () => tNow('dashboard.contact.description', { context }),
        })
      }
    >
      <PhoneIcon />
    </Button>
  );
}
