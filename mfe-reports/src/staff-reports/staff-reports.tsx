import {
  BEHAVIOR_REPORT_TYPES,
  type BehaviorReportType,
  HEALTH_ALERT_SEVERITIES,
  type HealthAlertSeverity,
  type Language,
  REPORT_TEXT_LIMITS,
} from '@d742/contracts';
import { ApiError, toast } from '@d742/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectItem,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudents } from '../api/students';
import { Checkbox } from '../components/checkbox';
import { StudentSelect } from '../components/student-select';
import { REPORTS_NS, tNow } from '../i18n';
import { type FiledReport, useFileReport } from './file-report-api';
import '../lib/reports.css';

type Kind = FiledReport['kind'];
type TextField =
  'title' | 'description' | 'category' | 'type' | 'summary' | 'details' | 'actionTaken';

/** Which text fields each kind has, in order; the required ones must not be blank. */
const FIELDS: Record<
  Kind,
  ReadonlyArray<{ name: TextField; required: boolean; long?: boolean }>
> = {
  behavior: [
    { name: 'title', required: true },
    { name: 'category', required: true },
    { name: 'description', required: true, long: true },
  ],
  health: [
    { name: 'type', required: true },
    { name: 'summary', required: true },
    { name: 'details', required: false, long: true },
    { name: 'actionTaken', required: false, long: true },
  ],
};

const EMPTY: Record<TextField, string> = {
  title: '',
  description: '',
  category: '',
  type: '',
  summary: '',
  details: '',
  actionTaken: '',
};

/**
 * Staff workspace: file a behavior report or a health alert about a child the staff member may
 * write about. The child's parents are told live; the server checks who may file what.
 */
export default function StaffReports() {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const headingId = useId();
  const optionId = useId();
  const fieldId = useId();
  const students = useStudents();

  const [kind, setKind] = useState<Kind>('behavior');
  const [studentId, setStudentId] = useState<string>();
  const [behaviorType, setBehaviorType] = useState<BehaviorReportType>('positive');
  const [severity, setSeverity] = useState<HealthAlertSeverity>('medium');
  const [text, setText] = useState(EMPTY);
  const [flags, setFlags] = useState({
    actionRequired: false,
    parentContactRequired: false,
    followUpRequired: false,
  });
  const [error, setError] = useState<string>();
  const language: Language = i18n.language === 'en' ? 'en' : 'so';

  const file = useFileReport({
    onSuccess: () => {
      setText(EMPTY);
      setError(undefined);
      toast({ title: () => tNow(`staffReports.filed.${kind}`), variant: 'success' });
    },
    onError: (err) => {
      console.error('Filing failed', err);
      setError(
        err instanceof ApiError && err.serverMessage ? err.serverMessage : t('staffReports.failed'),
      );
    },
  });

  const missing = FIELDS[kind].filter((f) => f.required && !text[f.name].trim());

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (file.isPending) return;
    if (!studentId) {
      setError(t('staffReports.chooseStudent'));
      return;
    }
    if (missing.length > 0) {
      setError(t('staffReports.fillRequired'));
      return;
    }
    const value = (name: TextField) => text[name].trim() || undefined;
    setError(undefined);
    file.mutate(
      kind === 'behavior'
        ? {
            kind,
            studentId,
            body: {
              type: behaviorType,
              title: value('title')!,
              description: value('description')!,
              category: value('category')!,
              actionRequired: flags.actionRequired,
              language,
            },
          }
        : {
            kind,
            studentId,
            body: {
              severity,
              type: value('type')!,
              summary: value('summary')!,
              details: value('details'),
              actionTaken: value('actionTaken'),
              parentContactRequired: flags.parentContactRequired,
              followUpRequired: flags.followUpRequired,
              language,
            },
          },
    );
  }

  const flagNames: ReadonlyArray<keyof typeof flags> =
    kind === 'behavior' ? ['actionRequired'] : ['parentContactRequired', 'followUpRequired'];

  const form = (
    <form className="reports-form" onSubmit={onSubmit} noValidate>
      <div className="reports-field">
        <Label htmlFor={optionId}>{t(`staffReports.option.${kind}`)}</Label>
        {kind === 'behavior' ? (
          <Select
            id={optionId}
            value={behaviorType}
            onValueChange={(v) => setBehaviorType(v as BehaviorReportType)}
          >
            {BEHAVIOR_REPORT_TYPES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`staffReports.behaviorTypes.${value}`)}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <Select
            id={optionId}
            value={severity}
            onValueChange={(v) => setSeverity(v as HealthAlertSeverity)}
          >
            {HEALTH_ALERT_SEVERITIES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`staffReports.severities.${value}`)}
              </SelectItem>
            ))}
          </Select>
        )}
      </div>
      {FIELDS[kind].map(({ name, required, long }) => {
        const id = `${fieldId}-${name}`;
        const props = {
          id,
          value: text[name],
          maxLength: REPORT_TEXT_LIMITS[name],
          required,
          onChange: (e: { target: { value: string } }) =>
            setText((current) => ({ ...current, [name]: e.target.value })),
        };
        return (
          <div className="reports-field" key={name}>
            <Label htmlFor={id}>
              {t(`staffReports.fields.${name}`)}
              {required ? '' : ` ${t('staffReports.optional')}`}
            </Label>
            {long ? (
              <textarea className="ui-input reports-textarea" rows={4} {...props} />
            ) : (
              <Input {...props} />
            )}
          </div>
        );
      })}
      <fieldset className="reports-checks">
        {flagNames.map((name) => (
          <Checkbox
            key={name}
            label={t(`staffReports.flags.${name}`)}
            checked={flags[name]}
            onCheckedChange={(on) => setFlags((current) => ({ ...current, [name]: on }))}
          />
        ))}
      </fieldset>
      <p className="reports-hint">{t('staffReports.languageHint')}</p>
      {error ? (
        <p role="alert" className="reports-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={file.isPending}>
        {file.isPending ? (
          <Spinner size="sm" label={t('staffReports.sending')} showLabel />
        ) : (
          t(`staffReports.submit.${kind}`)
        )}
      </Button>
    </form>
  );

  return (
    <Card aria-labelledby={headingId} className="reports-staff">
      <CardHeader>
        <CardTitle id={headingId}>{t('staffReports.title')}</CardTitle>
        <CardDescription>{t('staffReports.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <StudentSelect
          students={students}
          value={studentId}
          onValueChange={setStudentId}
          label={t('staffReports.student')}
          placeholder={t('staffReports.studentPlaceholder')}
          loadError={t('staffReports.studentsError')}
        />
        <Tabs
          value={kind}
          onValueChange={(v) => {
            setKind(v as Kind);
            setError(undefined);
          }}
        >
          <TabsList aria-label={t('staffReports.kind')}>
            <TabsTrigger value="behavior">{t('staffReports.kinds.behavior')}</TabsTrigger>
            <TabsTrigger value="health">{t('staffReports.kinds.health')}</TabsTrigger>
          </TabsList>
          <TabsContent value="behavior">{kind === 'behavior' ? form : null}</TabsContent>
          <TabsContent value="health">{kind === 'health' ? form : null}</TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
