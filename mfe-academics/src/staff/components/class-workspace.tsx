import type { StaffClass } from '@d742/contracts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { AttendanceSheet } from './attendance-sheet';
import { ClassConferences } from './class-conferences';
import { ClassGrades } from './class-grades';

export type ClassSection = 'attendance' | 'grades' | 'conferences';

export interface ClassWorkspaceProps {
  schoolClass: StaffClass;
  section: ClassSection;
  onSection(section: ClassSection): void;
  onBack(): void;
}

/** One class: take attendance, record a grade across the class, offer conference times. */
export function ClassWorkspace({ schoolClass, section, onSection, onBack }: ClassWorkspaceProps) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="academics-stack">
      <div className="academics-class-head">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <span aria-hidden="true">‹ </span>
          {t('staff.back')}
        </Button>
        <h3 id={titleId} className="academics-class-head__title">
          {schoolClass.name}
        </h3>
      </div>
      <Tabs value={section} onValueChange={(value) => onSection(value as ClassSection)}>
        <TabsList aria-label={t('staff.sectionsLabel')} className="academics-class-tabs">
          <TabsTrigger value="attendance">{t('staff.sections.attendance')}</TabsTrigger>
          <TabsTrigger value="grades">{t('staff.sections.grades')}</TabsTrigger>
          <TabsTrigger value="conferences">{t('staff.sections.conferences')}</TabsTrigger>
        </TabsList>
        <TabsContent value="attendance">
          {section === 'attendance' ? <AttendanceSheet schoolClass={schoolClass} /> : null}
        </TabsContent>
        <TabsContent value="grades">
          {section === 'grades' ? <ClassGrades schoolClass={schoolClass} /> : null}
        </TabsContent>
        <TabsContent value="conferences">
          {section === 'conferences' ? <ClassConferences schoolClass={schoolClass} /> : null}
        </TabsContent>
      </Tabs>
    </section>
  );
}
