import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema, type Language, type LocalizedText } from './common';

/**
 * Checked message templates (issue 13): what staff send most often, written by the school in
 * English and Somali with the glossary's words (decision 013; a test holds them to it), with
 * typed fields. A templated message is stored as the school's own text in both languages
 * (translation source 'author'): nothing in it is machine-made. Field values are put in as the
 * sender gives them (names, titles, places), as dates, times and choices in each language.
 *
 * The Somali wording awaits a native speaker's review like the glossary's terms; the sentences
 * avoid verbs that agree with the child (Somali marks he/she), so one text fits every child.
 */

export const TEMPLATE_FIELD_KINDS = ['text', 'date', 'time', 'choice'] as const;
export type TemplateFieldKind = (typeof TEMPLATE_FIELD_KINDS)[number];

/** One option of a choice field, in both languages. */
export const templateChoiceSchema = lazySchema(() =>
  z.object({ value: z.string(), so: z.string(), en: z.string() }),
);
export type TemplateChoice = z.infer<typeof templateChoiceSchema>;

export const templateFieldSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    /** text: put in as written; date: YYYY-MM-DD; time: HH:MM (24 h); choice: one option's value. */
    kind: z.enum(TEMPLATE_FIELD_KINDS),
    label: localizedTextSchema,
    /** For text fields. */
    maxLength: z.number().int().positive().optional(),
    /** For choice fields. */
    options: z.array(templateChoiceSchema).optional(),
  }),
);
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** Who a template may be sent to (`MessageAudience['type']`). */
export const TEMPLATE_AUDIENCES = ['student', 'class', 'school'] as const;

/** A template as `GET /api/messages/templates` answers it: `{{field}}` marks where a field goes. */
export const messageTemplateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: localizedTextSchema,
    audiences: z.array(z.enum(TEMPLATE_AUDIENCES)),
    fields: z.array(templateFieldSchema),
    subject: localizedTextSchema,
    content: localizedTextSchema,
  }),
);
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = lazySchema(() => z.array(messageTemplateSchema));

/** The district's subjects, as the academics service names them, plus reading. */
const SUBJECT_CHOICES: TemplateChoice[] = [
  { value: 'math', en: 'Math', so: 'Xisaab' },
  { value: 'reading', en: 'Reading', so: 'Akhris' },
  { value: 'english', en: 'English', so: 'Af-Ingiriis' },
  { value: 'science', en: 'Science', so: 'Saynis' },
  { value: 'social', en: 'Social Studies', so: 'Cilmiga Bulshada' },
  { value: 'somali', en: 'Somali Language', so: 'Af-Soomaali' },
  { value: 'art', en: 'Art', so: 'Farshaxan' },
  { value: 'pe', en: 'Physical Education', so: 'Jimicsi' },
];

/** Why a school closes, as the closure notice says it ("because of …"). */
const CLOSURE_REASONS: TemplateChoice[] = [
  { value: 'weather', en: 'bad weather', so: 'cimilo xun' },
  { value: 'teacher-training', en: 'teacher training', so: 'tababarka macallimiinta' },
  {
    value: 'building',
    en: 'a problem with the school building',
    so: 'dhibaato ka jirta dhismaha dugsiga',
  },
  { value: 'emergency', en: 'an emergency', so: 'xaalad degdeg ah' },
  { value: 'holiday', en: 'a public holiday', so: 'fasax dadweyne' },
];

/** Every field a template may have; each template lists the ones it uses. */
export const TEMPLATE_FIELDS = {
  studentName: {
    kind: 'text',
    label: { en: "Student's first name", so: 'Magaca hore ee ardayga' },
    maxLength: 60,
  },
  date: { kind: 'date', label: { en: 'Date', so: 'Taariikhda' } },
  dueDate: { kind: 'date', label: { en: 'Due date', so: 'Taariikhda la dhiibayo' } },
  time: { kind: 'time', label: { en: 'Time', so: 'Saacadda' } },
  subject: { kind: 'choice', label: { en: 'Subject', so: 'Maaddada' }, options: SUBJECT_CHOICES },
  assignment: { kind: 'text', label: { en: 'Assignment', so: 'Hawsha' }, maxLength: 120 },
  place: { kind: 'text', label: { en: 'Place', so: 'Meesha' }, maxLength: 120 },
  reason: { kind: 'choice', label: { en: 'Reason', so: 'Sababta' }, options: CLOSURE_REASONS },
} as const satisfies Record<string, Omit<TemplateField, 'name'>>;
export type TemplateFieldName = keyof typeof TEMPLATE_FIELDS;

type TemplateDraft = Omit<MessageTemplate, 'fields'> & { fields: readonly TemplateFieldName[] };

const template = (draft: TemplateDraft): MessageTemplate => ({
  ...draft,
  fields: draft.fields.map((name) => ({ name, ...TEMPLATE_FIELDS[name] }) as TemplateField),
});

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  template({
    id: 'absence',
    name: { en: 'Absence', so: 'Maqnaansho' },
    audiences: ['student'],
    fields: ['studentName', 'date'],
    subject: {
      en: 'Absence: {{studentName}}, {{date}}',
      so: 'Maqnaansho: {{studentName}}, {{date}}',
    },
    content: {
      en: 'Hello. {{studentName}} was marked absent from school on {{date}}. If you know the reason, please reply to this message. If this is a mistake, please tell us. Thank you.',
      so: 'Salaan. {{studentName}} waxaa maalinta {{date}} loo qoray maqnaansho dugsiga. Haddii aad ogtahay sababta, fadlan ka jawaab fariintan. Haddii ay tani khalad tahay, fadlan noo sheeg. Mahadsanid.',
    },
  }),
  template({
    id: 'tardy',
    name: { en: 'Late arrival', so: 'Daahitaan' },
    audiences: ['student'],
    fields: ['studentName', 'date', 'time'],
    subject: {
      en: 'Late arrival: {{studentName}}, {{date}}',
      so: 'Daahitaan: {{studentName}}, {{date}}',
    },
    content: {
      en: 'Hello. {{studentName}} arrived late to school on {{date}}, at {{time}}. Class starts on time every day, and the first minutes matter. If there is a problem we can help with, please reply to this message. Thank you.',
      so: 'Salaan. Maalinta {{date}}, {{studentName}} waxaa loo qoray daahitaan: imaanshaha dugsiga wuxuu ahaa saacadda {{time}}. Fasalku wuxuu bilaabmaa waqtigiisa maalin kasta, daqiiqadaha ugu horreeyana waa muhiim. Haddii ay jirto dhibaato aan kaa caawin karno, fadlan ka jawaab fariintan. Mahadsanid.',
    },
  }),
  template({
    id: 'missing-work',
    name: { en: 'Missing work', so: 'Hawl aan la dhiibin' },
    audiences: ['student'],
    fields: ['studentName', 'subject', 'assignment', 'dueDate'],
    subject: { en: 'Missing work: {{assignment}}', so: 'Hawl aan la dhiibin: {{assignment}}' },
    content: {
      en: 'Hello. {{studentName}} has not yet handed in the {{subject}} assignment "{{assignment}}", which was due on {{dueDate}}. Please help {{studentName}} finish it and hand it in as soon as possible. If there is a problem, please reply to this message. Thank you.',
      so: 'Salaan. {{studentName}} weli ma dhiibin hawsha maaddada {{subject}} ee "{{assignment}}", oo ahayd in la dhiibo maalinta {{dueDate}}. Fadlan ka caawi {{studentName}} dhammaystirka hawsha iyo dhiibisteeda sida ugu dhakhsaha badan. Haddii ay jirto dhibaato, fadlan ka jawaab fariintan. Mahadsanid.',
    },
  }),
  template({
    id: 'grade-concern',
    name: { en: 'Grade concern', so: 'Walaac buundo' },
    audiences: ['student'],
    fields: ['studentName', 'subject'],
    subject: {
      en: "{{studentName}}'s grades in {{subject}}",
      so: 'Buundooyinka {{studentName}} ee maaddada {{subject}}',
    },
    content: {
      en: "Hello. I am concerned about {{studentName}}'s grades in {{subject}}: they have gone down recently. I would like us to work together to help. Please reply to this message, or ask for a parent-teacher conference. Thank you.",
      so: 'Salaan. Waxaan ka walaacsanahay buundooyinka {{studentName}} ee maaddada {{subject}}: dhawaan way hoos u dhaceen. Waxaan jeclaan lahaa inaan wada shaqeyno si aan u caawinno. Fadlan ka jawaab fariintan, ama codso shirka waalidka iyo macallinka. Mahadsanid.',
    },
  }),
  template({
    id: 'positive-note',
    name: { en: 'Positive note', so: 'War wanaagsan' },
    audiences: ['student'],
    fields: ['studentName', 'subject'],
    subject: {
      en: 'Good news about {{studentName}}',
      so: 'War wanaagsan oo ku saabsan {{studentName}}',
    },
    content: {
      en: 'Hello. I am happy to tell you that {{studentName}} is doing excellent work in {{subject}}. Thank you for your support at home. Please share this good news with {{studentName}}.',
      so: 'Salaan. Waxaan ku faraxsanahay inaan kuu sheego in shaqada {{studentName}} ee maaddada {{subject}} ay aad u wanaagsan tahay. Mahadsanid taageeradaada guriga. Fadlan warkan wanaagsan la wadaag {{studentName}}.',
    },
  }),
  template({
    id: 'conference-invitation',
    name: { en: 'Conference invitation', so: 'Martiqaad shir' },
    audiences: ['student'],
    fields: ['studentName', 'date', 'time'],
    subject: {
      en: 'Parent-teacher conference: {{studentName}}',
      so: 'Shirka waalidka iyo macallinka: {{studentName}}',
    },
    content: {
      en: 'Hello. I would like to invite you to a parent-teacher conference about {{studentName}} on {{date}} at {{time}}. Please reply to this message to say whether the time suits you, or to ask for another time. An interpreter can join if you wish.',
      so: 'Salaan. Waxaan kugu martiqaadayaa shirka waalidka iyo macallinka oo ku saabsan {{studentName}}, maalinta {{date}} saacadda {{time}}. Fadlan ka jawaab fariintan oo noo sheeg in waqtigu kugu habboon yahay, ama codso waqti kale. Turjumaan ayaa ka qayb geli kara haddii aad rabto.',
    },
  }),
  template({
    id: 'field-trip-permission',
    name: { en: 'Field trip permission', so: 'Oggolaanshaha dalxiiska waxbarasho' },
    audiences: ['student', 'class'],
    fields: ['place', 'date'],
    subject: {
      en: 'Field trip permission: {{place}}',
      so: 'Oggolaanshaha dalxiiska waxbarasho: {{place}}',
    },
    content: {
      en: 'Hello. Our class is going on a field trip to {{place}} on {{date}}. Please sign the permission form and send it back to school before the trip. Children without a signed form will stay at school that day. Thank you.',
      so: 'Salaan. Fasalkayagu wuxuu maalinta {{date}} u ambabaxayaa dalxiis waxbarasho oo loo aadayo {{place}}. Fadlan saxiix warqadda oggolaanshaha oo dugsiga ku soo celi ka hor dalxiiska. Carruurta aan keenin warqad la saxiixay waxay maalintaas joogi doonaan dugsiga. Mahadsanid.',
    },
  }),
  template({
    id: 'early-dismissal',
    name: { en: 'Early dismissal', so: 'Fasax goor hore ah' },
    audiences: ['student', 'class', 'school'],
    fields: ['date', 'time'],
    subject: { en: 'Early dismissal on {{date}}', so: 'Fasax goor hore ah: {{date}}' },
    content: {
      en: 'Hello. On {{date}}, school will let students go early, at {{time}}. Please make sure someone can pick up your child, or that your child can get home safely. Thank you.',
      so: 'Salaan. Maalinta {{date}}, ardayda dugsiga waxaa la fasaxayaa goor hore, saacadda {{time}}. Fadlan hubi in qof ilmahaaga soo qaadi karo, ama in ilmahaagu si nabad ah guriga ugu soo laaban karo. Mahadsanid.',
    },
  }),
  template({
    id: 'school-closure',
    name: { en: 'School closure', so: 'Xiritaanka dugsiga' },
    audiences: ['school'],
    fields: ['date', 'reason'],
    subject: { en: 'School closed on {{date}}', so: 'Dugsigu wuu xiran yahay: {{date}}' },
    content: {
      en: 'Hello. School will be closed on {{date}} because of {{reason}}. There will be no classes that day. We will tell you if anything changes. Thank you.',
      so: 'Salaan. Dugsigu wuu xirnaan doonaa maalinta {{date}} sababtoo ah {{reason}}. Maalintaas fasallo ma jiri doonaan. Waan kuu sheegi doonnaa haddii wax isbeddelaan. Mahadsanid.',
    },
  }),
];

export function findMessageTemplate(
  id: string,
  templates: readonly MessageTemplate[] = MESSAGE_TEMPLATES,
): MessageTemplate | undefined {
  return templates.find((t) => t.id === id);
}

// --- Field values in each language ---

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // The interface's own month names (packages/i18n, dates.months).
  so: [
    'Janaayo',
    'Febraayo',
    'Maarso',
    'Abriil',
    'Maajo',
    'Juun',
    'Luuliyo',
    'Ogost',
    'Sebtembar',
    'Oktoobar',
    'Nofembar',
    'Desembar',
  ],
};
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  so: ['Axad', 'Isniin', 'Talaado', 'Arbaco', 'Khamiis', 'Jimce', 'Sabti'],
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "Friday, November 20, 2026" / "Jimce, 20 Nofembar 2026"; null for anything but a real YYYY-MM-DD. */
export function formatTemplateDate(value: string, language: Language): string | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const weekday = WEEKDAYS[language][date.getUTCDay()];
  const monthName = MONTHS[language][month - 1];
  return language === 'en'
    ? `${weekday}, ${monthName} ${day}, ${year}`
    : `${weekday}, ${day} ${monthName} ${year}`;
}

/**
 * "3:30 PM" / "3:30 galabnimo": a 12-hour clock, in Somali with the time-of-day word (the first
 * review found the 24-hour clock unfamiliar to many parents; the seeded notices say "6:00 fiidnimo").
 */
export function formatTemplateTime(value: string, language: Language): string | null {
  const m = TIME.exec(value);
  if (!m) return null;
  const hour = Number(m[1]);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${m[2]}`;
  if (language === 'en') return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
  const part =
    hour >= 4 && hour < 12
      ? 'subaxnimo'
      : hour >= 12 && hour < 17
        ? 'galabnimo'
        : hour >= 17 && hour < 21
          ? 'fiidnimo'
          : 'habeennimo';
  return `${clock} ${part}`;
}

/** A field's value as it reads in `language`, or null when the value is not valid for the field. */
export function formatTemplateValue(
  field: TemplateField,
  raw: string,
  language: Language,
): string | null {
  const value = raw.trim();
  if (!value) return null;
  switch (field.kind) {
    case 'date':
      return formatTemplateDate(value, language);
    case 'time':
      return formatTemplateTime(value, language);
    case 'choice': {
      const option = field.options?.find((o) => o.value === value);
      return option ? option[language] : null;
    }
    case 'text':
      // One line, no template marks: the value is a name or a title, never more template.
      if (/[\r\n]|\{\{|\}\}/.test(value)) return null;
      return value.length <= (field.maxLength ?? 120) ? value : null;
  }
}

// --- Rendering ---

export const TEMPLATE_FIELD_PROBLEMS = [
  'MESSAGE_TEMPLATE_FIELD_UNKNOWN',
  'MESSAGE_TEMPLATE_FIELD_MISSING',
  'MESSAGE_TEMPLATE_FIELD_INVALID',
] as const;
export type TemplateFieldProblemCode = (typeof TEMPLATE_FIELD_PROBLEMS)[number];

export interface TemplateFieldProblem {
  code: TemplateFieldProblemCode;
  field: string;
}

/** Every problem of the given values: names the template does not have, missing or invalid values. */
export function checkTemplateFields(
  tpl: MessageTemplate,
  values: Readonly<Record<string, string>>,
): TemplateFieldProblem[] {
  const known = new Set(tpl.fields.map((f) => f.name));
  const unknown = Object.keys(values)
    .filter((name) => !known.has(name))
    .map((field) => ({ code: 'MESSAGE_TEMPLATE_FIELD_UNKNOWN' as const, field }));
  const wrong = tpl.fields.flatMap((field): TemplateFieldProblem[] => {
    const raw = values[field.name];
    if (raw === undefined || !raw.trim())
      return [{ code: 'MESSAGE_TEMPLATE_FIELD_MISSING', field: field.name }];
    return formatTemplateValue(field, raw, 'en') === null
      ? [{ code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: field.name }]
      : [];
  });
  return [...unknown, ...wrong];
}

/**
 * The template's subject and content in both languages, each field put in as it reads there; a
 * field without a valid value is put in as `placeholder(field, language)` (a preview's "[Date]").
 */
export function fillMessageTemplate(
  tpl: MessageTemplate,
  values: Readonly<Record<string, string>>,
  placeholder: (field: TemplateField, language: Language) => string,
): { subject: LocalizedText; content: LocalizedText } {
  const fill = (text: string, language: Language) =>
    text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => {
      const field = tpl.fields.find((f) => f.name === name);
      if (!field) return mark;
      const raw = values[name];
      return (
        (raw === undefined ? null : formatTemplateValue(field, raw, language)) ??
        placeholder(field, language)
      );
    });
  const both = (pair: LocalizedText): LocalizedText => ({
    so: fill(pair.so, 'so'),
    en: fill(pair.en, 'en'),
  });
  return { subject: both(tpl.subject), content: both(tpl.content) };
}

export type RenderedTemplate =
  | { ok: true; subject: LocalizedText; content: LocalizedText }
  | { ok: false; problems: TemplateFieldProblem[] };

/** The message a template makes with these values, or every problem with them (nothing is guessed). */
export function renderMessageTemplate(
  tpl: MessageTemplate,
  values: Readonly<Record<string, string>>,
): RenderedTemplate {
  const problems = checkTemplateFields(tpl, values);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, ...fillMessageTemplate(tpl, values, () => '') };
}
