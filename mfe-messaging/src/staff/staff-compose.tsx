import {
  type Language,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  type MessageAudience,
  type StaffMessageRequest,
  checkTemplateFields,
} from '@d742/contracts';
import { ApiError, toast, useSession } from '@d742/platform';
import { Input, Label, Select, SelectItem } from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSendStaffMessage,
  useStaffClasses,
  useStudents,
  useTemplates,
  useVoiceCapabilities,
} from './api/staff-api';
import { GlossaryList } from './components/glossary-list';
import { MessagePreview, type PreviewDraft } from './components/message-preview';
import { useLanguageName } from './components/shown-text';
import { SubmitRow } from './components/submit-row';
import { TemplateFields } from './components/template-fields';
import { STAFF_NS, tNow } from './i18n';
import './staff.css';
import { sendAttemptFor, type SendAttempt } from '../send-key';

type AudienceType = MessageAudience['type'];
const FREE_TEXT = 'free-text';

/**
 * Staff workspace: write to one family, a class or (administrators) the whole school, with a
 * checked template or free text, and see both languages before sending. Each draft gets one
 * idempotency key: sending it again after a failure reuses it, so no family gets it twice.
 */
export default function StaffCompose() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  const headingId = useId();
  const ids = {
    student: useId(),
    class: useId(),
    kind: useId(),
    subject: useId(),
    content: useId(),
  };
  const language: Language = i18n.language === 'en' ? 'en' : 'so';
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const students = useStudents();
  const classes = useStaffClasses();
  const templates = useTemplates();
  const capabilities = useVoiceCapabilities();
  const send = useSendStaffMessage();

  const [audienceType, setAudienceType] = useState<AudienceType>('student');
  const [studentId, setStudentId] = useState<string>();
  const [classId, setClassId] = useState<string>();
  const [kind, setKind] = useState<string>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [sendKey, setSendKey] = useState<SendAttempt<string> | null>(null);
  const [error, setError] = useState<string>();

  const offered = (templates.data ?? []).filter((tpl) => tpl.audiences.includes(audienceType));
  const template = offered.find((tpl) => tpl.id === kind);
  const student = students.data?.find((s) => s.id === studentId);
  // The chosen child's first name fills studentName until the teacher types their own.
  const values: Record<string, string> = {
    ...(template?.fields.some((f) => f.name === 'studentName') && audienceType === 'student'
      ? { studentName: student?.firstName ?? '' }
      : {}),
    ...typed,
  };
  const fields = template
    ? Object.fromEntries(template.fields.map((f) => [f.name, values[f.name] ?? '']))
    : {};

  function chooseAudience(type: AudienceType) {
    setAudienceType(type);
    setError(undefined);
    if (
      kind &&
      kind !== FREE_TEXT &&
      !templates.data?.find((x) => x.id === kind)?.audiences.includes(type)
    )
      setKind(undefined);
  }

  const audience: MessageAudience | null =
    audienceType === 'school'
      ? { type: 'school' }
      : audienceType === 'class'
        ? classId
          ? { type: 'class', classId }
          : null
        : studentId
          ? { type: 'student', studentId }
          : null;

  function problem(): string | null {
    if (!audience)
      return audienceType === 'class'
        ? t('compose.errors.chooseClass')
        : t('compose.errors.chooseStudent');
    if (template)
      return checkTemplateFields(template, fields).length > 0
        ? t('compose.errors.fillFields')
        : null;
    if (kind !== FREE_TEXT) return t('compose.errors.chooseKind');
    return subject.trim() && content.trim() ? null : t('compose.errors.writeText');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const wrong = problem();
    if (wrong || !audience) return setError(wrong ?? undefined);
    setError(undefined);
    const draft = template
      ? { templateId: template.id, fields, audience }
      : { subject: subject.trim(), content: content.trim(), language, audience };
    const fingerprint = JSON.stringify(draft);
    // The same draft sent again (a retry) keeps its key; anything changed is a new send.
    const attempt = sendAttemptFor(sendKey, fingerprint);
    setSendKey(attempt);
    const { key } = attempt;
    const body: StaffMessageRequest = { ...draft, idempotencyKey: key };
    send.mutate(body, {
      onSuccess: ({ sent }) => {
        toast({ title: () => tNow('compose.sent', { count: sent }), variant: 'success' });
        setTyped({});
        setSubject('');
        setContent('');
        setKind(undefined);
        setSendKey(null);
      },
      onError: (err) => {
        const reason = err instanceof ApiError && err.serverMessage ? err.serverMessage : undefined;
        setError(reason ?? t('compose.retryHint'));
        toast({
          title: () => tNow('compose.notSent'),
          description: () =>
            reason ? `${reason} ${tNow('compose.retryHint')}` : tNow('compose.retryHint'),
          variant: 'destructive',
        });
      },
    });
  }

  const preview: PreviewDraft = template
    ? { kind: 'template', template, values }
    : kind === FREE_TEXT
      ? {
          kind: 'free',
          language,
          subject,
          content,
          translator: capabilities.data?.translation.available === true,
        }
      : { kind: 'none' };
  const audiences: AudienceType[] = isAdmin ? ['student', 'class', 'school'] : ['student', 'class'];

  return (
    <section className="staff-messaging" aria-labelledby={headingId}>
      <div className="staff-heading">
        <h2 id={headingId}>{t('compose.title')}</h2>
        <p>{t('compose.description')}</p>
      </div>
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        <fieldset className="staff-fieldset staff-audience">
          <legend>{t('compose.audience.label')}</legend>
          {audiences.map((type) => (
            <label key={type} className="staff-radio">
              <input
                type="radio"
                name="audience"
                value={type}
                checked={audienceType === type}
                onChange={() => chooseAudience(type)}
              />
              {t(`compose.audience.${type}`)}
            </label>
          ))}
        </fieldset>

        {audienceType === 'student' ? (
          <div className="staff-field">
            <Label htmlFor={ids.student}>{t('compose.student.label')}</Label>
            {students.isError ? (
              <p role="alert" className="staff-error">
                {t('compose.student.loadError')}
              </p>
            ) : (
              <Select
                id={ids.student}
                value={studentId ?? ''}
                onValueChange={setStudentId}
                placeholder={t('compose.student.placeholder')}
              >
                {(students.data ?? []).map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {`${s.firstName} ${s.lastName}`}
                  </SelectItem>
                ))}
              </Select>
            )}
          </div>
        ) : null}

        {audienceType === 'class' ? (
          <div className="staff-field">
            <Label htmlFor={ids.class}>{t('compose.class.label')}</Label>
            {classes.isError ? (
              <p role="alert" className="staff-error">
                {t('compose.class.loadError')}
              </p>
            ) : (
              <Select
                id={ids.class}
                value={classId ?? ''}
                onValueChange={setClassId}
                placeholder={t('compose.class.placeholder')}
              >
                {(classes.data ?? []).map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {t('compose.class.option', {
                      name: c.name,
                      count: new Set(c.students.flatMap((s) => s.guardians.map((g) => g.userId)))
                        .size,
                    })}
                  </SelectItem>
                ))}
              </Select>
            )}
          </div>
        ) : null}

        <div className="staff-field">
          <Label htmlFor={ids.kind}>{t('compose.kind.label')}</Label>
          <Select
            id={ids.kind}
            value={kind ?? ''}
            onValueChange={(value) => {
              setKind(value);
              setError(undefined);
            }}
            placeholder={t('compose.kind.placeholder')}
          >
            {offered.map((tpl) => (
              <SelectItem key={tpl.id} value={tpl.id}>
                {tpl.name[language]}
              </SelectItem>
            ))}
            <SelectItem value={FREE_TEXT}>{t('compose.kind.freeText')}</SelectItem>
          </Select>
          {templates.isError ? (
            <p className="staff-note">{t('compose.kind.templatesError')}</p>
          ) : null}
        </div>

        {template ? (
          <TemplateFields
            fields={template.fields}
            values={values}
            language={language}
            onChange={(name, value) => setTyped((current) => ({ ...current, [name]: value }))}
          />
        ) : null}

        {kind === FREE_TEXT ? (
          <>
            <div className="staff-field">
              <Label htmlFor={ids.subject}>{t('compose.free.subject')}</Label>
              <Input
                id={ids.subject}
                value={subject}
                lang={language}
                maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
                onChange={(e) => setSubject(e.target.value)}
              />
            </div>
            <div className="staff-field">
              <Label htmlFor={ids.content}>{t('compose.free.content')}</Label>
              <textarea
                id={ids.content}
                className="ui-input staff-textarea"
                rows={5}
                lang={language}
                value={content}
                maxLength={MESSAGE_CONTENT_MAX_LENGTH}
                onChange={(e) => setContent(e.target.value)}
              />
              <p className="staff-hint">
                {t('compose.free.writtenIn', { language: languageName(language) })}
              </p>
            </div>
          </>
        ) : null}

        <MessagePreview draft={preview} />

        <SubmitRow
          error={error}
          pending={send.isPending}
          label={t('compose.send')}
          pendingLabel={t('compose.sending')}
        />
      </form>
      <GlossaryList />
    </section>
  );
}
