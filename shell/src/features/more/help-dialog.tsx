import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { telHref, useEmergencyContacts } from './contacts-api';

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** A short FAQ in the reader's language, and the district's number. */
export function HelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const contacts = useEmergencyContacts();
  const district = contacts.data?.contacts.district.trim() ?? '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="shell-help">
        <DialogHeader>
          <DialogTitle>{t('more.helpDialog.title')}</DialogTitle>
          <DialogDescription>{t('more.helpDialog.description')}</DialogDescription>
        </DialogHeader>
        <dl className="shell-faq">
          {QUESTIONS.map((n) => (
            <div key={n}>
              <dt>{t(`more.helpDialog.faq.q${n}`)}</dt>
              <dd>{t(`more.helpDialog.faq.a${n}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="shell-help__contact">
          <span>{t('more.helpDialog.contact')}: </span>
          {district ? (
            <a href={telHref(district)}>{district}</a>
          ) : (
            <span>{t('more.contacts.notSet')}</span>
          )}
        </p>
      </DialogContent>
    </Dialog>
  );
}
