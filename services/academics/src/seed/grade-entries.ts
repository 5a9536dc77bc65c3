import type { LocalizedText } from '@d742/contracts';
import { daysFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN, type SeedChild } from '@d742/service-kit';
import { letterFor } from '../domain/grade-letter';
import type { GradeEntryDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';
import { SUBJECTS, teacherIdFor, type SubjectKey } from './subjects';

interface GradedWork {
  subject: SubjectKey;
  assignment: LocalizedText;
  maxPoints: number;
}

const GRADED_WORK: readonly GradedWork[] = [
  {
    subject: 'math',
    maxPoints: 50,
    assignment: { so: 'Imtixaanka xisaabta: jajabka', en: 'Math test: fractions' },
  },
  {
    subject: 'science',
    maxPoints: 20,
    assignment: {
      so: 'Warbixinta shaybaarka: koritaanka dhirta',
      en: 'Lab report: how plants grow',
    },
  },
  {
    subject: 'english',
    maxPoints: 100,
    assignment: { so: 'Qoraal: buugga aan jeclahay', en: 'Essay: my favorite book' },
  },
  {
    subject: 'social',
    maxPoints: 100,
    assignment: { so: 'Mashruuca taariikhda Minnesota', en: 'Minnesota history project' },
  },
  {
    subject: 'somali',
    maxPoints: 25,
    assignment: { so: 'Akhriska sheekooyinka Soomaaliyeed', en: 'Reading Somali folk tales' },
  },
  {
    subject: 'art',
    maxPoints: 10,
    assignment: { so: 'Sawirka muuqaal dabiici ah', en: 'Landscape painting' },
  },
  {
    subject: 'pe',
    maxPoints: 20,
    assignment: { so: 'Tijaabada orodka iyo adkaysiga', en: 'Running and endurance test' },
  },
  {
    subject: 'math',
    maxPoints: 20,
    assignment: { so: 'Imtixaan yar: isku-dhufashada', en: 'Quiz: multiplication' },
  },
  {
    subject: 'science',
    maxPoints: 10,
    assignment: { so: 'Imtixaan yar: meerayaasha', en: 'Quiz: the planets' },
  },
  {
    subject: 'english',
    maxPoints: 25,
    assignment: { so: 'Imtixaanka higgaadda', en: 'Spelling test' },
  },
];

/** Percent scored on each GRADED_WORK item, per child; every child spans A+ through F. */
const PERCENTS: Record<number, readonly number[]> = {
  1: [98, 95, 91, 88, 84, 78, 74, 65, 55, 99],
  2: [85, 97, 72, 88, 62, 92, 79, 58, 81, 94],
  3: [93, 87, 97, 74, 82, 99, 61, 77, 45, 90],
  4: [77, 91, 83, 97, 70, 88, 52, 64, 86, 95],
};

function entriesFor(c: SeedChild, now: Date): GradeEntryDoc[] {
  const percents = PERCENTS[c.index] ?? [];
  return GRADED_WORK.map((work, n) => {
    const percent = percents[n] ?? 85;
    const teacherId = teacherIdFor(c, work.subject);
    return {
      _id: seedId(SEED_TAGS.gradeEntries, c.index, n + 1),
      studentId: c._id,
      assignment: work.assignment,
      subject: SUBJECTS[work.subject],
      teacherId,
      teacherName: teacherName(teacherId),
      grade: letterFor(percent),
      points: Math.round(percent * work.maxPoints) / 100,
      maxPoints: work.maxPoints,
      recordedAt: daysFrom(now, -(2 + n * 4 + c.index), 20),
    };
  });
}

export function buildGradeEntries(now: Date): GradeEntryDoc[] {
  return SEED_CHILDREN.flatMap((c) => entriesFor(c, now));
}
