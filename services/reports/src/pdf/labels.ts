import type { Language, ReportDateRange, ReportInclude, ReportType } from '@d742/contracts';

/**
 * The PDF's own wording in both languages. The PDF is built here, not in the browser, so its
 * labels cannot come from the interface's i18next resources; school-written text (assignment
 * titles, behavior notes) comes from the stored { so, en } pairs instead.
 */
export interface PdfLabels {
  title: string;
  student: string;
  gradeLevel: string;
  reportType: string;
  period: string;
  generated: string;
  types: Record<ReportType, string>;
  ranges: Record<ReportDateRange, string>;
  sections: Record<ReportInclude, string>;
  columns: {
    assignment: string;
    subject: string;
    grade: string;
    points: string;
    title: string;
    dueDate: string;
    status: string;
    date: string;
    type: string;
    teacher: string;
  };
  assignmentStatus: Record<string, string>;
  behaviorType: Record<string, string>;
  /** Behavior types outside the four known ones show as this. */
  otherBehavior: string;
  absences: string;
  tardies: string;
  noneRecorded: string;
  noData: string;
  noComments: string;
  summary: {
    grades: (count: number, averagePercent: number) => string;
    assignments: (graded: number, submitted: number, pending: number) => string;
    behavior: (counts: string) => string;
    attendance: (absences: number, tardies: number) => string;
    comments: (count: number) => string;
  };
}

export const PDF_LABELS: Record<Language, PdfLabels> = {
  so: {
    title: 'Warbixinta Horumarka Ardayga',
    student: 'Ardayga',
    gradeLevel: 'Fasalka',
    reportType: 'Nooca warbixinta',
    period: 'Muddada',
    generated: 'La diyaariyay',
    types: {
      comprehensive: 'Warbixin dhammaystiran',
      'grades-only': 'Buundooyinka oo keliya',
      'behavior-only': 'Anshaxa oo keliya',
      'progress-summary': 'Soo koobidda horumarka',
    },
    ranges: {
      'current-quarter': 'Rubuca hadda socda',
      'current-semester': 'Nus-sannadka hadda socda',
      'school-year': 'Sannad-dugsiyeedka',
      'last-30-days': '30-kii maalmood ee u dambeeyay',
    },
    sections: {
      grades: 'Buundooyinka',
      assignments: 'Hawlaha',
      behavior: 'Anshaxa',
      attendance: 'Imaanshaha',
      comments: 'Faallooyinka macallimiinta',
    },
    columns: {
      assignment: 'Hawsha',
      subject: 'Maaddada',
      grade: 'Buundada',
      points: 'Dhibcaha',
      title: 'Cinwaanka',
      dueDate: 'Taariikhda dhiibista',
      status: 'Xaaladda',
      date: 'Taariikhda',
      type: 'Nooca',
      teacher: 'Macallinka',
    },
    assignmentStatus: { pending: 'La sugayo', submitted: 'La dhiibay', graded: 'La qiimeeyay' },
    behaviorType: {
      positive: 'Wanaagsan',
      warning: 'Digniin',
      incident: 'Dhibaato',
      note: 'Faallo',
    },
    otherBehavior: 'Faallo',
    absences: 'Maqnaanshaha',
    tardies: 'Daahitaanka',
    noneRecorded: 'Midna',
    noData: 'Wax xog ah lagama hayo muddadan.',
    noComments: 'Macallimiintu faallo kama bixin muddadan.',
    summary: {
      grades: (n, avg) => `${n} buundo ayaa la diiwaangeliyay; celceliska waa ${avg}%.`,
      assignments: (g, s, p) => `${g} la qiimeeyay, ${s} la dhiibay, ${p} la sugayo.`,
      behavior: (counts) => `Warbixinnada anshaxa: ${counts}.`,
      attendance: (a, t) => `${a} maalmood oo maqnaansho ah iyo ${t} jeer oo daahitaan ah.`,
      comments: (n) => `${n} faallo oo macallimiin ah.`,
    },
  },
  en: {
    title: 'Student Progress Report',
    student: 'Student',
    gradeLevel: 'Grade',
    reportType: 'Report type',
    period: 'Period',
    generated: 'Generated',
    types: {
      comprehensive: 'Comprehensive report',
      'grades-only': 'Grades only',
      'behavior-only': 'Behavior only',
      'progress-summary': 'Progress summary',
    },
    ranges: {
      'current-quarter': 'Current quarter',
      'current-semester': 'Current semester',
      'school-year': 'School year',
      'last-30-days': 'Last 30 days',
    },
    sections: {
      grades: 'Grades',
      assignments: 'Assignments',
      behavior: 'Behavior',
      attendance: 'Attendance',
      comments: "Teachers' comments",
    },
    columns: {
      assignment: 'Assignment',
      subject: 'Subject',
      grade: 'Grade',
      points: 'Points',
      title: 'Title',
      dueDate: 'Due date',
      status: 'Status',
      date: 'Date',
      type: 'Type',
      teacher: 'Teacher',
    },
    assignmentStatus: { pending: 'Pending', submitted: 'Submitted', graded: 'Graded' },
    behaviorType: { positive: 'Positive', warning: 'Warning', incident: 'Incident', note: 'Note' },
    otherBehavior: 'Note',
    absences: 'Absences',
    tardies: 'Tardies',
    noneRecorded: 'None',
    noData: 'No data for this period.',
    noComments: 'No teacher comments for this period.',
    summary: {
      grades: (n, avg) => `${n} grades recorded; average ${avg}%.`,
      assignments: (g, s, p) => `${g} graded, ${s} submitted, ${p} pending.`,
      behavior: (counts) => `Behavior reports: ${counts}.`,
      attendance: (a, t) => `${a} days absent and ${t} late arrivals.`,
      comments: (n) => `${n} teacher comments.`,
    },
  },
};
