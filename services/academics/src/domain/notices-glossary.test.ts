import { checkGlossaryPair, type LocalizedText } from '@d742/contracts';
import { ATTENDANCE_TITLES, attendanceNotice } from './attendance-notice';
import { gradeNotice } from './grade-notice';
import { SUBJECTS } from './subjects';

const pairs = (texts: LocalizedText[]) =>
  texts.flatMap((t) => checkGlossaryPair(t.en, t.so).map((v) => `${t.en} → ${t.so}: ${v.entryId}`));

describe('texts the academics service writes for families', () => {
  it('use the glossary words in Somali (decision 013)', () => {
    const day = { studentName: 'Hodan', date: '2026-11-20', today: true };
    const absent = attendanceNotice({ ...day, status: 'absent' });
    const tardy = attendanceNotice({ ...day, status: 'tardy', today: false });
    const grade = gradeNotice({
      studentName: 'Hodan',
      subject: SUBJECTS.math,
      assignment: { so: 'Imtixaan yar', en: 'Quiz' },
      grade: 'A',
      points: 19,
      maxPoints: 20,
    });
    expect(
      pairs([
        ...Object.values(ATTENDANCE_TITLES),
        absent.title,
        absent.message,
        tardy.title,
        tardy.message,
        grade.title,
        grade.description,
      ]),
    ).toEqual([]);
  });
});
