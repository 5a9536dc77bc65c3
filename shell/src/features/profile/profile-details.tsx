import { type Profile, type ProfileUpdate, profileUpdateSchema } from '@d742/contracts';
import { toast, useLanguage, useSession } from '@d742/platform';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectItem,
} from '@d742/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeContractText } from '../auth/auth-messages';
import { accountErrorMessage, errorField } from './account-errors';
import { CONTACT_VERIFICATION_URL, patchProfile, storeProfile } from './profile-api';
import { tNow } from '../../in-page-language';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'language'] as const;
type Field = (typeof FIELDS)[number];
type Values = Pick<Profile, Field>;
type FieldErrors = Partial<Record<Field, string>>;

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone,
  language: profile.language,
});

function changedFields(draft: Values, saved: Values): ProfileUpdate {
  const changes: Record<string, string> = {};
  for (const field of FIELDS) if (draft[field] !== saved[field]) changes[field] = draft[field];
  return changes as ProfileUpdate;
}

const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/** Spec section 2 (Profile): view, edit, then save; cancel puts the saved values back. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const editing = draft !== null;
  const values = draft ?? valuesOf(profile);

  const save = useMutation({
    mutationFn: patchProfile,
    onSuccess: (saved, changes) => {
      storeProfile(client, saved);
      // A new address or number is not verified: the verification rows ask again.
      if (changes.email !== undefined || changes.phone !== undefined)
        void client.invalidateQueries({ queryKey: [CONTACT_VERIFICATION_URL] });
      useSession.getState().updateUser({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        phone: saved.phone,
        language: saved.language,
        languageChosenAt: saved.languageChosenAt,
      });
      // An explicit choice: the whole interface switches now, and this device keeps it.
      if (changes.language)
        useLanguage.getState().adoptLanguage(saved.language, saved.languageChosenAt);
      setDraft(null);
      setErrors({});
      // Said in the language just chosen (this render's `t` still has the old one).
      const lng = changes.language ? { lng: saved.language } : {};
      toast({
        title: t('profile.updatedTitle', lng),
        description: t('profile.updatedText', lng),
        variant: 'success',
      });
    },
    onError: (error) => {
      const field = errorField(error);
      const message = accountErrorMessage(error, t);
      if (isField(field)) setErrors({ [field]: message });
      else
        toast({
          title: () => tNow('profile.saveFailed'),
          description: message,
          variant: 'destructive',
        });
    },
  });

  function startEditing() {
    setDraft(valuesOf(profile));
    setErrors({});
  }

  function cancel() {
    setDraft(null);
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft || save.isPending) return;
    const changes = changedFields(draft, valuesOf(profile));
    if (Object.keys(changes).length === 0) return cancel();
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) next[field] ??= localizeContractText(issue.message, t);
      }
      return setErrors(next);
    }
    setErrors({});
    save.mutate(changes);
  }

  const set = (field: Field) => (value: string) =>
    setDraft((d) => (d ? { ...d, [field]: value } : d));

  const textField = (field: Exclude<Field, 'language'>, type: string, autoComplete: string) => {
    const inputId = `${id}-${field}`;
    const error = errors[field];
    return (
      <div className="shell-field">
        <Label htmlFor={inputId}>{t(`profile.${field}`)}</Label>
        <Input
          id={inputId}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          disabled={!editing}
          onChange={(e) => set(field)(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error ? (
          <p id={`${inputId}-error`} className="shell-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader className="shell-card-header">
        <CardTitle>{t('profile.details')}</CardTitle>
        <Button variant="outline" size="sm" onClick={editing ? cancel : startEditing}>
          {editing ? t('profile.cancel') : t('profile.edit')}
        </Button>
      </CardHeader>
      <CardContent>
        <form className="shell-form" onSubmit={onSubmit} noValidate>
          <div className="shell-row">
            {textField('firstName', 'text', 'given-name')}
            {textField('lastName', 'text', 'family-name')}
          </div>
          {textField('email', 'email', 'email')}
          {textField('phone', 'tel', 'tel')}
          <div className="shell-field">
            <Label htmlFor={`${id}-language`}>{t('profile.language')}</Label>
            <Select
              id={`${id}-language`}
              value={values.language}
              onValueChange={(value) => set('language')(value)}
              disabled={!editing}
            >
              <SelectItem value="so" lang="so">
                {t('languages.so')}
              </SelectItem>
              <SelectItem value="en" lang="en">
                {t('languages.en')}
              </SelectItem>
            </Select>
          </div>
          {editing ? (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('actions.saving') : t('actions.save')}
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
