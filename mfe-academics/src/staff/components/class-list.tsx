import type { ClassRosterStudent, StaffClass } from '@d742/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@d742/ui/core';
import { useSession } from '@d742/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { gradeLevelLabel } from '../../lib/format';

/** The family's language for writing home: Somali, English, or unknown when identity could not say. */
export function FamilyLanguage({ student }: { student: ClassRosterStudent }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const language = t(`languages.${student.familyLanguage ?? 'unknown'}`);
  return (
    <Badge
      tone={student.familyLanguage === 'so' ? 'primary' : 'neutral'}
      aria-label={t('staff.familyLanguage', { language })}
      title={t('staff.familyLanguage', { language })}
    >
      {language}
    </Badge>
  );
}

function ClassCard({ schoolClass, onOpen }: { schoolClass: StaffClass; onOpen(): void }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const rosterId = useId();
  const mine = useSession((s) => s.user?.id === schoolClass.teacherId);
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h3" id={titleId}>
          {schoolClass.name}
        </CardTitle>
        <CardDescription>
          {/* An administrator sees every class: whose it is. */}
          {mine ? null : `${t('assignment.teacher', { name: schoolClass.teacherName })} · `}
          {t('staff.studentsCount', { count: schoolClass.students.length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="academics-stack academics-stack--tight">
        <h4 id={rosterId} className="ui-sr-only">
          {t('staff.roster')}
        </h4>
        <ul className="academics-roster" aria-labelledby={rosterId}>
          {schoolClass.students.map((student) => (
            <li key={student.studentId} className="academics-roster__row">
              <span className="academics-roster__name">{student.name}</span>
              <span className="academics-roster__grade">{gradeLevelLabel(student.grade, t)}</span>
              <FamilyLanguage student={student} />
            </li>
          ))}
        </ul>
        <Button className="academics-wide" onClick={onOpen} aria-describedby={titleId}>
          {t('staff.open')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Every class of the teacher (an administrator: all) with its roster and each family's language. */
export function ClassList({
  classes,
  onOpen,
}: {
  classes: StaffClass[];
  onOpen(classId: string): void;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  if (classes.length === 0) return <p className="academics-muted">{t('staff.empty')}</p>;
  return (
    <div className="academics-stack">
      {classes.map((schoolClass) => (
        <ClassCard
          key={schoolClass.id}
          schoolClass={schoolClass}
          onOpen={() => onOpen(schoolClass.id)}
        />
      ))}
    </div>
  );
}
