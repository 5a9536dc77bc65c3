import { checkGlossaryResources } from '@d742/contracts';
import { PDF_LABELS, type PdfLabels } from './labels';

/** The PDF's labels with its sentences written out (sample numbers), as plain text trees. */
function texts(labels: PdfLabels) {
  const { summary, ...rest } = labels;
  return {
    ...rest,
    summary: {
      grades: summary.grades(4, 87),
      assignments: summary.assignments(3, 2, 1),
      behavior: summary.behavior('2'),
      attendance: summary.attendance(2, 1),
      comments: summary.comments(3),
    },
  };
}

describe('PDF labels', () => {
  it('use the glossary words in Somali (decision 013)', () => {
    const problems = checkGlossaryResources(
      'services/reports/src/pdf/labels.ts',
      texts(PDF_LABELS.en),
      texts(PDF_LABELS.so),
    );
    // The one exception: 'Grade: 5' is the grade level (year), fasal in Somali, not a mark.
    const gradeLevel = (p: (typeof problems)[number]) =>
      p.key === 'gradeLevel' && p.violation.entryId === 'grade';
    expect(problems.filter((p) => !gradeLevel(p)).map((p) => p.message)).toEqual([]);
    expect(problems.filter(gradeLevel)).toHaveLength(1);
  });
});
