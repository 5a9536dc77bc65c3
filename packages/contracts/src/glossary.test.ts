import { GLOSSARY, GLOSSARY_KEEP_AS_IS, type GlossaryEntry } from './glossary';
import {
  checkGlossaryPair,
  checkGlossaryResources,
  describeGlossaryViolation,
  glossaryTermsIn,
} from './glossary-check';
import * as contracts from './index';

const ids = (english: string) => glossaryTermsIn(english).map((t) => t.entry.id);

describe('GLOSSARY', () => {
  it('is exported from the package for the messaging service and the staff workspace', () => {
    expect(contracts.GLOSSARY).toBe(GLOSSARY);
    expect(contracts.GLOSSARY_KEEP_AS_IS).toBe(GLOSSARY_KEEP_AS_IS);
    expect(contracts.checkGlossaryPair).toBe(checkGlossaryPair);
  });

  it('covers the school vocabulary issue 13 names, one entry per idea', () => {
    const required: Record<string, string> = {
      dashboard: 'dashboard',
      attendance: 'attendance',
      absent: 'absent',
      tardy: 'tardy',
      late: 'tardy',
      present: 'present',
      excused: 'excused',
      grades: 'grade',
      marks: 'grade',
      GPA: 'gpa',
      'report card': 'report-card',
      'progress report': 'progress-report',
      homework: 'homework',
      assignment: 'assignment',
      teacher: 'teacher',
      parent: 'parent',
      guardian: 'parent',
      student: 'student',
      class: 'class',
      subject: 'subject',
      conference: 'conference',
      behavior: 'behavior',
      'health alert': 'health-alert',
      nurse: 'nurse',
      school: 'school',
      district: 'district',
      message: 'message',
      notification: 'notification',
      settings: 'settings',
      profile: 'profile',
      password: 'password',
      passcode: 'passcode',
      'access code': 'access-code',
      cancel: 'cancel',
      save: 'save',
      loading: 'loading',
      'sign in': 'sign-in',
      'sign out': 'sign-out',
      'voice message': 'voice-message',
      translation: 'translation',
      original: 'original',
      'machine translated': 'machine-translated',
      'field trip': 'field-trip',
      'early dismissal': 'early-dismissal',
      'school closure': 'school-closure',
      permission: 'permission',
    };
    for (const [english, id] of Object.entries(required))
      expect([english, ids(english)]).toEqual([english, [id]]);
  });

  it('has unique ids, a note for every choice and a known review state', () => {
    expect(new Set(GLOSSARY.map((e) => e.id)).size).toBe(GLOSSARY.length);
    for (const e of GLOSSARY) {
      expect(e.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(e.en).toBe(e.en.trim());
      expect(e.note.length).toBeGreaterThan(20);
      expect(['reviewed', 'needs-native-review']).toContain(e.review);
    }
  });

  it('accepts its own Somali term and rejects none of it', () => {
    for (const e of GLOSSARY) expect([e.id, checkGlossaryPair(e.en, e.so)]).toEqual([e.id, []]);
  });

  it('gives no English word to two ideas', () => {
    const owners = new Map<string, string>();
    for (const e of GLOSSARY)
      for (const form of [e.en, ...e.enForms]) {
        expect([form, owners.get(form.toLowerCase())]).toEqual([form, undefined]);
        owners.set(form.toLowerCase(), e.id);
      }
  });
});

describe('glossaryTermsIn', () => {
  it('matches whole words in any case, singular or plural', () => {
    expect(ids('GRADES')).toEqual(['grade']);
    expect(ids('Absences and late arrivals')).toEqual(['absent', 'tardy']);
    expect(ids('Tardies')).toEqual(['tardy']);
    expect(ids("Your children's classes")).toEqual(['class']);
    expect(ids('Sign-in failed')).toEqual(['sign-in']);
    expect(ids('Google Classroom was graded later')).toEqual([]);
  });

  it('lets a longer term claim its words, and skips placeholders and names', () => {
    expect(ids('Grade point average')).toEqual(['gpa']);
    expect(ids('Voice message from the teacher')).toEqual(['voice-message', 'teacher']);
    expect(ids('Grade {{grade}}')).toEqual(['grade']);
    expect(ids('{{points}}/{{max}}')).toEqual([]);
    expect(ids('District 742 office')).toEqual([]);
  });
});

describe('checkGlossaryPair', () => {
  it('passes a pair that uses the chosen words in any inflection', () => {
    expect(checkGlossaryPair('Loading grades...', 'Buundooyinka waa la soo rarayaa...')).toEqual(
      [],
    );
    expect(checkGlossaryPair('Family dashboard', 'Bogga qoyska')).toEqual([]);
    expect(checkGlossaryPair("{{name}}'s Attendance", 'Imaanshaha {{name}}')).toEqual([]);
  });

  it('fails on a planted rejected rendering, naming the term and the expected Somali', () => {
    expect(checkGlossaryPair('Family dashboard', 'Guddiga qoyska')).toEqual([
      {
        entryId: 'dashboard',
        term: 'dashboard',
        problem: 'avoided',
        found: 'guddiga',
        expected: ['bogga', 'bog', 'bogg*'],
      },
    ]);
    expect(
      checkGlossaryPair('Loading grades...', 'Darajooyinka ayaa soo dhacaya...').map((v) => [
        v.entryId,
        v.found,
      ]),
    ).toEqual([
      ['loading', 'soo dhacaya'],
      ['grade', 'darajooyinka'],
    ]);
    expect(checkGlossaryPair('Cancel', 'Jooji')).toMatchObject([
      { entryId: 'cancel', found: 'jooji' },
    ]);
  });

  it('fails when the Somali has none of the chosen forms', () => {
    expect(checkGlossaryPair('Attendance alert', 'Digniin')).toMatchObject([
      { entryId: 'attendance', problem: 'missing', term: 'Attendance' },
    ]);
  });

  it('lets one text name two terms whose words another rejects (password and passcode)', () => {
    expect(
      checkGlossaryPair(
        'Sign in with your password first to use your passcode.',
        'Marka hore ku gal furahaaga sirta ah si aad u isticmaasho koodhkaaga sirta ah.',
      ),
    ).toEqual([]);
    expect(checkGlossaryPair('Enter your passcode', 'Geli furahaaga sirta ah')).toMatchObject([
      { entryId: 'passcode', problem: 'avoided', found: 'furahaaga sirta' },
    ]);
  });

  it('checks against any glossary it is given', () => {
    const tiny: GlossaryEntry[] = [
      {
        id: 'bus',
        en: 'bus',
        enForms: [],
        so: 'bas',
        soForms: ['bas*'],
        avoid: ['baabuur*'],
        note: 'a test entry, not a real choice',
        review: 'needs-native-review',
      },
    ];
    expect(checkGlossaryPair('Bus schedule', 'Jadwalka baska', tiny)).toEqual([]);
    expect(checkGlossaryPair('Buses', 'Baabuurta', tiny)).toMatchObject([{ found: 'baabuurta' }]);
    expect(checkGlossaryPair('Grades', 'Darajooyinka', tiny)).toEqual([]);
  });
});

describe('checkGlossaryResources', () => {
  it('fails on a planted violation in a small in-memory resource pair, naming file, key and term', () => {
    const en = { nav: { grades: 'Grades', home: 'Home' }, home: { title: 'Family dashboard' } };
    const so = {
      nav: { grades: 'Buundooyinka', home: 'Hoyga' },
      home: { title: 'Guddiga qoyska' },
    };
    const problems = checkGlossaryResources('shell/so.json', en, so);
    expect(problems.map((p) => p.message)).toEqual([
      'shell/so.json home.title: English "dashboard" (glossary dashboard) uses rejected Somali "guddiga"; write "bogga" (or "bog", "bogg*")',
    ]);
    so.home.title = 'Bogga qoyska';
    expect(checkGlossaryResources('shell/so.json', en, so)).toEqual([]);
  });

  it('describes a missing term with its expected Somali', () => {
    const [problem] = checkGlossaryResources('x.json', { a: 'Attendance' }, { a: 'Joogitaanka' });
    expect(problem?.message).toBe(
      'x.json a: English "Attendance" (glossary attendance) needs Somali "imaansho" (or "imaansh*")',
    );
    expect(describeGlossaryViolation('here', problem!.violation)).toContain('here: English');
  });
});
