import { checkGlossaryPair, describeGlossaryViolation } from './glossary-check';
import {
  checkTemplateFields,
  fillMessageTemplate,
  findMessageTemplate,
  formatTemplateDate,
  formatTemplateTime,
  MESSAGE_TEMPLATES,
  messageTemplateListSchema,
  renderMessageTemplate,
  type MessageTemplate,
  type TemplateField,
} from './message-templates';
import { MESSAGE_CONTENT_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from './messaging';

/** A valid value for every field (the longest a text field takes, to check the length limits). */
function valuesFor(tpl: MessageTemplate, longest = false): Record<string, string> {
  const value = (field: TemplateField): string => {
    switch (field.kind) {
      case 'date':
        return '2026-11-20';
      case 'time':
        return '15:30';
      case 'choice':
        return field.options?.[0]?.value ?? '';
      case 'text':
        return longest ? 'W'.repeat(field.maxLength ?? 120) : 'Abdi';
    }
  };
  return Object.fromEntries(tpl.fields.map((f) => [f.name, value(f)]));
}

/** Every English/Somali pair a template shows: name, subject, content, field labels, choices. */
function pairsOf(tpl: MessageTemplate): Array<[string, string, string]> {
  return [
    [`${tpl.id} name`, tpl.name.en, tpl.name.so],
    [`${tpl.id} subject`, tpl.subject.en, tpl.subject.so],
    [`${tpl.id} content`, tpl.content.en, tpl.content.so],
    ...tpl.fields.flatMap((f): Array<[string, string, string]> => [
      [`${tpl.id} field ${f.name}`, f.label.en, f.label.so],
      ...(f.options ?? []).map((o): [string, string, string] => [
        `${tpl.id} ${f.name}=${o.value}`,
        o.en,
        o.so,
      ]),
    ]),
  ];
}

const marks = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the checked message templates', () => {
  it('has the nine templates the issue names, in the shape the templates route answers', () => {
    expect(MESSAGE_TEMPLATES.map((t) => t.id)).toEqual([
      'absence',
      'tardy',
      'missing-work',
      'grade-concern',
      'positive-note',
      'conference-invitation',
      'field-trip-permission',
      'early-dismissal',
      'school-closure',
    ]);
    expect(messageTemplateListSchema.parse(MESSAGE_TEMPLATES)).toEqual(MESSAGE_TEMPLATES);
  });

  it("writes every template's Somali with the glossary's word for each school term of its English", () => {
    const problems = MESSAGE_TEMPLATES.flatMap(pairsOf).flatMap(([where, en, so]) =>
      checkGlossaryPair(en, so).map((v) => describeGlossaryViolation(where, v)),
    );
    expect(problems).toEqual([]);
  });

  it('would catch a template that uses a rejected or no glossary word', () => {
    const broken = [
      ['Absence', 'Xaadiris la’aan'],
      ['Your attendance', 'Xaadiriskaaga'],
    ] as const;
    expect(broken.map(([en, so]) => checkGlossaryPair(en, so).map((v) => v.entryId))).toEqual([
      ['absent'],
      ['attendance'],
    ]);
  });

  it('uses exactly its fields in both languages, and every field at least once', () => {
    for (const tpl of MESSAGE_TEMPLATES) {
      const names = tpl.fields.map((f) => f.name);
      for (const language of ['en', 'so'] as const) {
        const used = new Set(marks(tpl.subject[language] + tpl.content[language]));
        expect([...used].sort()).toEqual([...names].sort());
      }
    }
  });

  it.each(MESSAGE_TEMPLATES.map((t) => [t.id, t] as const))(
    'renders %s in both languages with every field, within the message limits',
    (_id, tpl) => {
      const rendered = renderMessageTemplate(tpl, valuesFor(tpl));
      if (!rendered.ok) throw new Error(JSON.stringify(rendered.problems));
      for (const text of [rendered.subject, rendered.content]) {
        expect(text.en).not.toMatch(/\{\{|\}\}/);
        expect(text.so).not.toMatch(/\{\{|\}\}/);
        expect(text.so).not.toEqual(text.en);
      }
      const longest = renderMessageTemplate(tpl, valuesFor(tpl, true));
      if (!longest.ok) throw new Error(JSON.stringify(longest.problems));
      for (const language of ['so', 'en'] as const) {
        expect(longest.subject[language].length).toBeLessThanOrEqual(MESSAGE_SUBJECT_MAX_LENGTH);
        expect(longest.content[language].length).toBeLessThanOrEqual(MESSAGE_CONTENT_MAX_LENGTH);
      }
    },
  );

  it('puts dates, times and choices in each language, names as written', () => {
    const tpl = findMessageTemplate('missing-work')!;
    const rendered = renderMessageTemplate(tpl, {
      studentName: 'Abdi',
      subject: 'math',
      assignment: 'Fractions quiz',
      dueDate: '2026-11-20',
    });
    expect(rendered).toEqual({
      ok: true,
      subject: {
        en: 'Missing work: Fractions quiz',
        so: 'Hawl aan la dhiibin: Fractions quiz',
      },
      content: {
        en: 'Hello. Abdi has not yet handed in the Math assignment "Fractions quiz", which was due on Friday, November 20, 2026. Please help Abdi finish it and hand it in as soon as possible. If there is a problem, please reply to this message. Thank you.',
        so: 'Salaan. Abdi weli ma dhiibin hawsha maaddada Xisaab ee "Fractions quiz", oo ahayd in la dhiibo maalinta Jimce, 20 Nofembar 2026. Fadlan ka caawi Abdi dhammaystirka hawsha iyo dhiibisteeda sida ugu dhakhsaha badan. Haddii ay jirto dhibaato, fadlan ka jawaab fariintan. Mahadsanid.',
      },
    });
    const closure = renderMessageTemplate(findMessageTemplate('school-closure')!, {
      date: '2027-01-04',
      reason: 'weather',
    });
    expect(closure.ok && closure.content.so).toContain('maalinta Isniin, 4 Janaayo 2027');
    expect(closure.ok && closure.content.so).toContain('sababtoo ah cimilo xun');
    expect(closure.ok && closure.content.en).toContain('because of bad weather');
  });

  it.each([
    ['08:05', '8:05 AM', '8:05 subaxnimo'],
    ['00:00', '12:00 AM', '12:00 habeennimo'],
    ['12:00', '12:00 PM', '12:00 galabnimo'],
    ['15:30', '3:30 PM', '3:30 galabnimo'],
    ['18:00', '6:00 PM', '6:00 fiidnimo'],
    ['22:15', '10:15 PM', '10:15 habeennimo'],
  ])('reads the time %s as %s and %s', (value, en, so) => {
    expect(formatTemplateTime(value, 'en')).toBe(en);
    expect(formatTemplateTime(value, 'so')).toBe(so);
  });

  it.each(['2026-02-30', '2026-13-01', '20-11-2026', 'tomorrow'])(
    'refuses the date %s',
    (value) => {
      expect(formatTemplateDate(value, 'en')).toBeNull();
    },
  );

  it('names every unknown, missing and invalid field, and renders nothing then', () => {
    const tpl = findMessageTemplate('tardy')!;
    const values = { studentName: ' ', date: '2026-11-31', time: '7:5', teacher: 'Ms. J' };
    expect(checkTemplateFields(tpl, values)).toEqual([
      { code: 'MESSAGE_TEMPLATE_FIELD_UNKNOWN', field: 'teacher' },
      { code: 'MESSAGE_TEMPLATE_FIELD_MISSING', field: 'studentName' },
      { code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: 'date' },
      { code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: 'time' },
    ]);
    expect(renderMessageTemplate(tpl, values).ok).toBe(false);
    expect(
      checkTemplateFields(findMessageTemplate('absence')!, {
        studentName: 'Abdi {{date}}',
        date: '2026-11-20',
      }),
    ).toEqual([{ code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: 'studentName' }]);
    expect(
      checkTemplateFields(findMessageTemplate('positive-note')!, {
        studentName: 'Abdi',
        subject: 'Math',
      }),
    ).toEqual([{ code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: 'subject' }]);
  });

  it('previews a template with placeholders where fields are not filled in yet', () => {
    const preview = fillMessageTemplate(
      findMessageTemplate('absence')!,
      { studentName: 'Abdi' },
      (field, language) => `[${field.label[language]}]`,
    );
    expect(preview.subject).toEqual({
      en: 'Absence: Abdi, [Date]',
      so: 'Maqnaansho: Abdi, [Taariikhda]',
    });
  });
});
