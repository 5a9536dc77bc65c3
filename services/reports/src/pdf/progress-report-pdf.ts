import {
  DISTRICT_LABEL,
  type Assignment,
  type AttendanceRecord,
  type GradeEntry,
  type Language,
  type ReportDateRange,
  type ReportInclude,
  type ReportType,
  type SchoolTerm,
} from '@d742/contracts';
import PDFDocument from 'pdfkit';
import { reportFonts } from './fonts';
import { PDF_LABELS, type PdfLabels } from './labels';

export interface ReportBehaviorEntry {
  /** ISO instant */
  createdAt: string;
  type: string;
  title: string;
  description: string;
  teacherName: string;
}

/** Everything one PDF shows, already in the reader's language and narrowed to the period. */
export interface ProgressReportContent {
  lang: Language;
  type: ReportType;
  range: ReportDateRange;
  period: SchoolTerm;
  /** The sections to show, in order (the type and the parent's selection already applied). */
  sections: readonly ReportInclude[];
  student: { firstName: string; lastName: string; grade: string };
  grades: readonly GradeEntry[];
  assignments: readonly Assignment[];
  attendance: readonly AttendanceRecord[];
  behavior: readonly ReportBehaviorEntry[];
  generatedAt: Date;
}

const MARGIN = 50;
const CELL_PAD = 4;
const FONT = { regular: 'body', bold: 'body-bold' } as const;
const COLOR = { text: '#1f2937', muted: '#6b7280', rule: '#d1d5db', head: '#eef2f7' } as const;

const day = (iso: string) => iso.slice(0, 10);

interface Column {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

/** A PDF document of a child's progress; the caller pipes it (it is already ended). */
export function renderProgressReport(content: ProgressReportContent): PDFKit.PDFDocument {
  const labels = PDF_LABELS[content.lang];
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: content.lang,
    info: {
      Title: `${labels.title}: ${content.student.firstName} ${content.student.lastName}`,
      Author: DISTRICT_LABEL,
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular).fillColor(COLOR.text);

  header(doc, content, labels);
  const summaryOnly = content.type === 'progress-summary';
  for (const section of content.sections) {
    sectionTitle(doc, labels.sections[section]);
    if (summaryOnly) summarize(doc, section, content, labels);
    else detail(doc, section, content, labels);
  }
  footer(doc, content, labels);
  doc.end();
  return doc;
}

function header(doc: PDFKit.PDFDocument, c: ProgressReportContent, l: PdfLabels) {
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.muted).text(DISTRICT_LABEL);
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text).text(l.title);
  doc.moveDown(0.5);
  const line = (label: string, value: string) =>
    doc
      .fontSize(11)
      .font(FONT.bold)
      .text(`${label}: `, { continued: true })
      .font(FONT.regular)
      .text(value);
  line(l.student, `${c.student.firstName} ${c.student.lastName}`);
  line(l.gradeLevel, c.student.grade);
  line(l.reportType, l.types[c.type]);
  line(l.period, `${l.ranges[c.range]} (${c.period.start} – ${c.period.end})`);
  doc.moveDown(0.5);
  rule(doc);
}

function footer(doc: PDFKit.PDFDocument, c: ProgressReportContent, l: PdfLabels) {
  doc.moveDown(1);
  rule(doc);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(`${l.generated}: ${day(c.generatedAt.toISOString())} · ${DISTRICT_LABEL}`, MARGIN);
}

function rule(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(COLOR.rule)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.5);
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(14).fillColor(COLOR.text).text(title, MARGIN);
  doc.moveDown(0.3);
}

function paragraph(doc: PDFKit.PDFDocument, text: string, muted = false) {
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(muted ? COLOR.muted : COLOR.text)
    .text(text, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN });
  doc.fillColor(COLOR.text);
}

/** A table that wraps long cells and repeats its header on every new page. */
function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly string[][]) {
  const total = doc.page.width - 2 * MARGIN;
  const widths = columns.map((c) => c.width * total);
  const bottom = () => doc.page.height - MARGIN;

  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * CELL_PAD })),
      ) +
      2 * CELL_PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
      doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
    }
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, total, height).fill(COLOR.head).fillColor(COLOR.text);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, top + CELL_PAD, {
        width: widths[i]! - 2 * CELL_PAD,
        align: columns[i]?.align ?? 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + total, top + height)
      .strokeColor(COLOR.rule)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };

  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
}

const behaviorType = (l: PdfLabels, type: string) => l.behaviorType[type] ?? l.otherBehavior;
const missedDays = (c: ProgressReportContent) => ({
  absent: c.attendance.filter((r) => r.status === 'absent'),
  tardy: c.attendance.filter((r) => r.status === 'tardy'),
});

function detail(
  doc: PDFKit.PDFDocument,
  section: ReportInclude,
  c: ProgressReportContent,
  l: PdfLabels,
) {
  const k = l.columns;
  switch (section) {
    case 'grades':
      if (c.grades.length === 0) return paragraph(doc, l.noData, true);
      return table(
        doc,
        [
          { header: k.assignment, width: 0.4 },
          { header: k.subject, width: 0.28 },
          { header: k.grade, width: 0.12 },
          { header: k.points, width: 0.2, align: 'right' },
        ],
        c.grades.map((g) => [g.assignment, g.subject, g.grade, `${g.points} / ${g.maxPoints}`]),
      );
    case 'assignments':
      if (c.assignments.length === 0) return paragraph(doc, l.noData, true);
      return table(
        doc,
        [
          { header: k.title, width: 0.4 },
          { header: k.subject, width: 0.22 },
          { header: k.dueDate, width: 0.19 },
          { header: k.status, width: 0.19 },
        ],
        c.assignments.map((a) => [
          a.title,
          a.subject,
          day(a.dueDate),
          l.assignmentStatus[a.status] ?? a.status,
        ]),
      );
    case 'behavior':
      if (c.behavior.length === 0) return paragraph(doc, l.noData, true);
      return table(
        doc,
        [
          { header: k.date, width: 0.18 },
          { header: k.type, width: 0.18 },
          { header: k.title, width: 0.64 },
        ],
        c.behavior.map((b) => [day(b.createdAt), behaviorType(l, b.type), b.title]),
      );
    case 'attendance': {
      if (c.attendance.length === 0) return paragraph(doc, l.noData, true);
      const { absent, tardy } = missedDays(c);
      const dates = (list: readonly AttendanceRecord[]) =>
        list.length ? list.map((r) => r.date).join(', ') : l.noneRecorded;
      return table(
        doc,
        [
          { header: k.type, width: 0.25 },
          { header: '#', width: 0.1, align: 'right' },
          { header: k.date, width: 0.65 },
        ],
        [
          [l.absences, String(absent.length), dates(absent)],
          [l.tardies, String(tardy.length), dates(tardy)],
        ],
      );
    }
    case 'comments':
      if (c.behavior.length === 0) return paragraph(doc, l.noComments, true);
      for (const b of c.behavior) {
        doc
          .font(FONT.bold)
          .fontSize(10)
          .text(`${day(b.createdAt)} · ${b.teacherName}`, MARGIN);
        paragraph(doc, b.description);
        doc.moveDown(0.4);
      }
      return;
  }
}

function summarize(
  doc: PDFKit.PDFDocument,
  section: ReportInclude,
  c: ProgressReportContent,
  l: PdfLabels,
) {
  const s = l.summary;
  switch (section) {
    case 'grades': {
      if (c.grades.length === 0) return paragraph(doc, l.noData, true);
      const points = c.grades.reduce((sum, g) => sum + g.points, 0);
      const max = c.grades.reduce((sum, g) => sum + g.maxPoints, 0);
      return paragraph(doc, s.grades(c.grades.length, Math.round((100 * points) / max)));
    }
    case 'assignments': {
      if (c.assignments.length === 0) return paragraph(doc, l.noData, true);
      const count = (status: string) => c.assignments.filter((a) => a.status === status).length;
      return paragraph(doc, s.assignments(count('graded'), count('submitted'), count('pending')));
    }
    case 'behavior': {
      if (c.behavior.length === 0) return paragraph(doc, l.noData, true);
      const counts = new Map<string, number>();
      for (const b of c.behavior) {
        const label = behaviorType(l, b.type);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      const list = [...counts].map(([label, n]) => `${label} ${n}`).join(', ');
      return paragraph(doc, s.behavior(list));
    }
    case 'attendance': {
      if (c.attendance.length === 0) return paragraph(doc, l.noData, true);
      const { absent, tardy } = missedDays(c);
      return paragraph(doc, s.attendance(absent.length, tardy.length));
    }
    case 'comments': {
      const latest = c.behavior[0];
      if (!latest) return paragraph(doc, l.noComments, true);
      paragraph(doc, s.comments(c.behavior.length));
      return paragraph(
        doc,
        `${day(latest.createdAt)} · ${latest.teacherName}: ${latest.description}`,
      );
    }
  }
}
