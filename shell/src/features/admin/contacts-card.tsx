import {
  EMERGENCY_CONTACT_KINDS,
  type EmergencyContactKind,
  emergencyContactsSchema,
  emergencyContactsUpdateSchema,
} from '@d742/contracts';
import { apiRequest, toast, useApiQuery } from '@d742/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label } from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_CONTACTS_URL, DISTRICT_CONTACTS_URL, refreshAfterAdminChange } from './admin-api';
import { tNow } from '../../in-page-language';

type Numbers = Record<EmergencyContactKind, string>;
type Errors = Partial<Record<EmergencyContactKind, string>>;

function ContactsForm({ initial, onSaved }: { initial: Numbers; onSaved(): void }) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const id = useId();
  const [numbers, setNumbers] = useState<Numbers>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emergencyContactsUpdateSchema.safeParse(numbers);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as EmergencyContactKind] = t('admin.contacts.invalid');
      }
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('PUT', ADMIN_CONTACTS_URL, parsed.data);
      toast({ title: () => tNow('admin.contacts.saved'), variant: 'success' });
      onSaved();
      void refreshAfterAdminChange(client);
    } catch {
      toast({ title: () => tNow('admin.contacts.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="shell-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {EMERGENCY_CONTACT_KINDS.map((kind) => (
        <div className="shell-field" key={kind}>
          <Label htmlFor={`${id}-${kind}`}>{t(`more.contacts.${kind}`)}</Label>
          <Input
            id={`${id}-${kind}`}
            type="tel"
            value={numbers[kind]}
            onChange={(e) => setNumbers((n) => ({ ...n, [kind]: e.target.value }))}
            aria-invalid={errors[kind] ? true : undefined}
            aria-describedby={errors[kind] ? `${id}-${kind}-error` : undefined}
          />
          {errors[kind] ? (
            <p id={`${id}-${kind}-error`} className="shell-field-error">
              {errors[kind]}
            </p>
          ) : null}
        </div>
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? t('actions.saving') : t('admin.contacts.save')}
      </Button>
    </form>
  );
}

/** The More page's emergency numbers, edited by administrators. */
export function ContactsCard() {
  const { t } = useTranslation();
  const contacts = useApiQuery(DISTRICT_CONTACTS_URL, emergencyContactsSchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.contacts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {contacts.data ? (
          <ContactsForm initial={contacts.data.contacts} onSaved={() => void contacts.refetch()} />
        ) : contacts.isError ? (
          <p className="shell-muted">{t('states.loadFailed')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
