import {
  type ClassAssignment,
  type ClassGradesRequest,
  type StaffClass,
  classGradesRequestSchema,
} from '@d742/contracts';
import { toast, useNow } from '@d742/platform';
import { Input, Label } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '../../components/form-parts';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { formatDay, parseDateOnly } from '../../lib/dates';
import { codeText, errorText, validationCode } from '../../lib/error-text';
import { QueryView } from '../../lib/query-view';
import { schoolDay } from '../../lib/school-day';
import { useClassAssignments, useRecordClassGrades } from '../api/staff-classes-api';

const NEW = 'new';

type Scores = Readonly<Record<string, string>>;

function scoresOf(assignment: ClassAssignment | undefined): Scores {
  return Object.fromEntries((assignment?.scores ?? []).map((s) => [s.studentId, String(s.score)]));
}

/** The request the form describes; students left empty are not scored. */
function gradesRequest(
  choice: string,
  draft: { title: string; dueDate: string; maxScore: string },
  scores: Scores,
): ClassGradesRequest {
  const entries = Object.entries(scores)
    .filter(([, value]) => value.trim() !== '')
    .map(([studentId, value]) => ({ studentId, score: Number(value) }));
  return choice === NEW
    ? {
        assignment: {
          title: draft.title,
          dueDate: draft.dueDate,
          maxScore: draft.maxScore.trim() === '' ? Number.NaN : Number(draft.maxScore),
        },
        entries,
      }
    : { assignmentId: choice, entries };
}

function GradesForm({
  schoolClass,
  assignments,
}: {
  schoolClass: StaffClass;
  assignments: ClassAssignment[];
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const now = useNow();
  const ids = { choice: useId(), title: useId(), due: useId(), max: useId(), score: useId() };
  const [choice, setChoice] = useState('');
  const [draft, setDraft] = useState({ title: '', dueDate: schoolDay(now), maxScore: '' });
  const [scores, setScores] = useState<Scores>({});
  const [error, setError] = useState<string>();
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const save = useRecordClassGrades(schoolClass.id);
  const chosen = assignments.find((a) => a.id === choice);
  const maxScore = choice === NEW ? Number(draft.maxScore) || undefined : chosen?.maxScore;
  const letters = new Map(chosen?.scores.map((s) => [s.studentId, s.grade]));

  function choose(value: string) {
    setChoice(value);
    setScores(scoresOf(assignments.find((a) => a.id === value)));
    setError(undefined);
    setInvalid(new Set());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!choice) return setError(t('staff.grades.chooseFirst'));
    const body = gradesRequest(choice, draft, scores);
    if (body.entries.length === 0) return setError(t('staff.grades.noScores'));
    const outOfRange = body.entries
      .filter((e) => !(e.score >= 0 && (maxScore === undefined || e.score <= maxScore)))
      .map((e) => e.studentId);
    setInvalid(new Set(outOfRange));
    if (outOfRange.length > 0) return setError(codeText('SCORE_OUT_OF_RANGE', t));
    const parsed = classGradesRequestSchema.safeParse(body);
    if (!parsed.success) return setError(codeText(validationCode(parsed.error), t));
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: ({ assignment, changed }) => {
        setChoice(assignment.id);
        setScores(scoresOf(assignment));
        setDraft({ title: '', dueDate: schoolDay(Date.now()), maxScore: '' });
        toast({
          title: () =>
            changed.length > 0
              ? tNow('staff.grades.saved', { count: changed.length })
              : tNow('staff.grades.savedNone'),
          description: assignment.title,
          variant: 'success',
        });
      },
      onError: (err) => setError(errorText(err, t, t('staff.grades.saveFailed'))),
    });
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <div>
        <Label htmlFor={ids.choice}>{t('staff.grades.assignment')}</Label>
        <select
          id={ids.choice}
          className="ui-input academics-select"
          value={choice}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="" disabled>
            {t('staff.grades.choose')}
          </option>
          <option value={NEW}>{t('staff.grades.new')}</option>
          {assignments.map((a) => (
            <option key={a.id} value={a.id}>
              {t('staff.grades.existing', {
                title: a.title,
                date: formatDay(parseDateOnly(a.dueDate), t),
              })}
            </option>
          ))}
        </select>
      </div>
      {choice === NEW ? (
        <fieldset className="academics-fieldset academics-form">
          <legend className="ui-label">{t('staff.grades.new')}</legend>
          <div>
            <Label htmlFor={ids.title}>{t('staff.grades.assignmentTitle')}</Label>
            <Input
              id={ids.title}
              maxLength={200}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </div>
          <div className="academics-pair">
            <div>
              <Label htmlFor={ids.due}>{t('staff.grades.dueDate')}</Label>
              <Input
                id={ids.due}
                type="date"
                value={draft.dueDate}
                onChange={(e) => setDraft({ ...draft, dueDate: e.target.value })}
              />
            </div>
            <div>
              <Label htmlFor={ids.max}>{t('staff.grades.maxScore')}</Label>
              <Input
                id={ids.max}
                type="number"
                inputMode="decimal"
                min={1}
                step="any"
                value={draft.maxScore}
                onChange={(e) => setDraft({ ...draft, maxScore: e.target.value })}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
      {choice ? (
        <fieldset className="academics-fieldset">
          <legend className="ui-label">{t('staff.grades.scores')}</legend>
          <p className="academics-hint">{t('staff.grades.hint')}</p>
          <ul className="academics-list">
            {schoolClass.students.map((student) => {
              const id = `${ids.score}-${student.studentId}`;
              const letter = letters.get(student.studentId);
              return (
                <li key={student.studentId} className="academics-score">
                  <label htmlFor={id} className="academics-score__name">
                    {student.name}
                    {letter ? (
                      <span className="academics-score__letter">
                        {t('staff.grades.letter', { grade: letter })}
                      </span>
                    ) : null}
                  </label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={maxScore}
                    step="any"
                    className="academics-score__input"
                    aria-label={t('staff.grades.score', { name: student.name })}
                    aria-invalid={invalid.has(student.studentId) || undefined}
                    value={scores[student.studentId] ?? ''}
                    onChange={(e) => setScores({ ...scores, [student.studentId]: e.target.value })}
                  />
                  {maxScore !== undefined ? (
                    <span className="academics-score__max" aria-hidden="true">
                      {t('staff.grades.outOf', { max: maxScore })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <FormError error={error} />
      <SubmitButton
        pending={save.isPending}
        label={t('staff.grades.save')}
        pendingLabel={t('staff.grades.saving')}
        size="lg"
      />
    </form>
  );
}

/** Record one assignment's scores across the class: an existing assignment or a new one. */
export function ClassGrades({ schoolClass }: { schoolClass: StaffClass }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <div className="academics-stack">
      <h4 className="academics-subtitle">{t('staff.grades.title')}</h4>
      <QueryView
        query={useClassAssignments(schoolClass.id)}
        loadingLabel={t('staff.grades.loading')}
        errorMessage={t('staff.grades.loadError')}
      >
        {(assignments) => <GradesForm schoolClass={schoolClass} assignments={assignments} />}
      </QueryView>
    </div>
  );
}
