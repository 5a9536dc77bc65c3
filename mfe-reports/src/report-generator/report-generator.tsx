import {
  REPORT_DATE_RANGES,
  REPORT_INCLUDES,
  REPORT_TYPES,
  type ReportDateRange,
  type ReportInclude,
  type ReportType,
} from '@d742/contracts';
import { rateLimitedMessage, toast, useAudience, useNow } from '@d742/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  Select,
  SelectItem,
  Spinner,
} from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolCalendar } from '../api/school-calendar';
import { useStudents } from '../api/students';
import { Checkbox } from '../components/checkbox';
import { StudentSelect } from '../components/student-select';
import { REPORTS_NS, tNow } from '../i18n';
import { periodBounds, periodLabel } from '../lib/report-periods';
import { useGenerateProgressReport } from './api/progress-report';
import '../lib/reports.css';

/** The More page's PDF progress report: pick a child, what and which period, then download. */
export default function ReportGenerator() {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  const headingId = useId();
  const typeId = useId();
  const periodId = useId();
  const now = useNow();
  const students = useStudents();
  const calendar = useSchoolCalendar();

  const [selectedId, setSelectedId] = useState<string>();
  const [type, setType] = useState<ReportType>('comprehensive');
  const [dateRange, setDateRange] = useState<ReportDateRange>('current-quarter');
  const [includes, setIncludes] = useState<ReadonlySet<ReportInclude>>(
    () => new Set(REPORT_INCLUDES),
  );

  const generate = useGenerateProgressReport({
    onSuccess: () => toast({ title: () => tNow('reportGenerator.success'), variant: 'success' }),
    onError: (error) => {
      console.error('Progress report failed', error);
      toast({
        title: () => tNow('reportGenerator.failed'),
        // The gateway's per-account limit on PDF reports (decision 027) says how long to wait.
        description: () => rateLimitedMessage(error) ?? tNow('reportGenerator.tryLater'),
        variant: 'destructive',
      });
    },
  });

  const student = students.data?.find((s) => s.id === selectedId);
  const noSections = includes.size === 0;
  // aria-disabled rather than disabled: the button stays focusable and a press says what is missing.
  const blocked = !student || noSections;

  function toggle(section: ReportInclude, on: boolean) {
    setIncludes((current) => {
      const next = new Set(current);
      if (on) next.add(section);
      else next.delete(section);
      return next;
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (generate.isPending) return;
    if (!student) {
      toast({ title: () => tNow('reportGenerator.selectStudent'), variant: 'destructive' });
      return;
    }
    if (noSections) {
      toast({ title: () => tNow('reportGenerator.chooseSection'), variant: 'destructive' });
      return;
    }
    generate.mutate({
      student,
      request: {
        type,
        dateRange,
        // The contract's order, whatever order the boxes were ticked in.
        includes: REPORT_INCLUDES.filter((section) => includes.has(section)),
      },
    });
  }

  return (
    <Card aria-labelledby={headingId} className="reports-generator">
      <CardHeader>
        <CardTitle id={headingId}>{t('reportGenerator.title')}</CardTitle>
        <CardDescription>{t('reportGenerator.description', { context })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="reports-form" onSubmit={onSubmit} noValidate>
          <StudentSelect
            students={students}
            value={selectedId}
            onValueChange={setSelectedId}
            label={t('reportGenerator.student')}
            placeholder={t('reportGenerator.studentPlaceholder')}
            loadError={t('reportGenerator.studentsError')}
          />
          <div className="reports-field">
            <Label htmlFor={typeId}>{t('reportGenerator.type')}</Label>
            <Select id={typeId} value={type} onValueChange={(v) => setType(v as ReportType)}>
              {REPORT_TYPES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`reportGenerator.types.${value}`)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <div className="reports-field">
            <Label htmlFor={periodId}>{t('reportGenerator.period')}</Label>
            <Select
              id={periodId}
              value={dateRange}
              onValueChange={(v) => setDateRange(v as ReportDateRange)}
            >
              {REPORT_DATE_RANGES.map((value) => (
                <SelectItem key={value} value={value}>
                  {periodLabel(value, periodBounds(value, calendar.data, now), t)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <fieldset className="reports-checks">
            <legend>{t('reportGenerator.include')}</legend>
            {REPORT_INCLUDES.map((section) => (
              <Checkbox
                key={section}
                label={t(`reportGenerator.includes.${section}`)}
                checked={includes.has(section)}
                onCheckedChange={(on) => toggle(section, on)}
              />
            ))}
          </fieldset>
          <Button type="submit" aria-disabled={blocked || undefined} disabled={generate.isPending}>
            {generate.isPending ? (
              <Spinner size="sm" label={t('reportGenerator.generating')} showLabel />
            ) : (
              t('reportGenerator.generate')
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
