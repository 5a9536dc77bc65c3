import type { LocalizedText } from '@d742/contracts';
import type { SubjectKey } from '@d742/academics-service/domain/subjects';

/**
 * The generated district's texts in both languages. Somali wording follows the demo data's
 * (packages/demo-data and the services' seeds) and awaits the same native review.
 */
type Sex = 'f' | 'm';
const bySex = (sex: Sex, f: string, m: string) => (sex === 'f' ? f : m);

export interface GradedWork {
  title: LocalizedText;
  maxScore: number;
}

/** Seven graded pieces of work per class over the year, in order. */
export const GRADED_WORK: Record<SubjectKey, readonly GradedWork[]> = {
  math: [
    {
      title: { so: 'Imtixaan yar: isku-darka', en: 'Quiz: addition and subtraction' },
      maxScore: 20,
    },
    { title: { so: 'Imtixaan yar: isku-dhufashada', en: 'Quiz: multiplication' }, maxScore: 20 },
    { title: { so: 'Imtixaanka xisaabta: jajabka', en: 'Math test: fractions' }, maxScore: 50 },
    { title: { so: 'Mashruuca cabbirka', en: 'Measurement project' }, maxScore: 40 },
    { title: { so: 'Imtixaanka rubuca sanadka', en: 'Quarter exam' }, maxScore: 100 },
    { title: { so: 'Imtixaan yar: jajab tobanle', en: 'Quiz: decimals' }, maxScore: 20 },
    { title: { so: 'Imtixaanka dhammaadka sanadka', en: 'Final exam' }, maxScore: 100 },
  ],
  english: [
    { title: { so: 'Imtixaanka higgaadda', en: 'Spelling test' }, maxScore: 25 },
    { title: { so: 'Qoraal: buugga aan jeclahay', en: 'Essay: my favorite book' }, maxScore: 100 },
    { title: { so: 'Akhris iyo fahan', en: 'Reading comprehension' }, maxScore: 30 },
    { title: { so: 'Warbixinta buugga', en: 'Book report' }, maxScore: 50 },
    { title: { so: 'Imtixaanka naxwaha', en: 'Grammar test' }, maxScore: 40 },
    { title: { so: 'Gabay: qor gabay gaaban', en: 'Poetry: write a short poem' }, maxScore: 20 },
    { title: { so: 'Imtixaanka dhammaadka sanadka', en: 'Final exam' }, maxScore: 100 },
  ],
  science: [
    {
      title: { so: 'Warbixinta shaybaarka: koritaanka dhirta', en: 'Lab report: how plants grow' },
      maxScore: 20,
    },
    { title: { so: 'Imtixaan yar: meerayaasha', en: 'Quiz: the planets' }, maxScore: 10 },
    { title: { so: 'Mashruuca cimilada', en: 'Weather project' }, maxScore: 40 },
    { title: { so: 'Imtixaanka rubuca sanadka', en: 'Quarter exam' }, maxScore: 100 },
    { title: { so: 'Warbixinta shaybaarka: biyaha', en: 'Lab report: water' }, maxScore: 20 },
    { title: { so: 'Bandhigga sayniska', en: 'Science fair' }, maxScore: 50 },
    { title: { so: 'Imtixaanka dhammaadka sanadka', en: 'Final exam' }, maxScore: 100 },
  ],
  social: [
    { title: { so: 'Khariidadda Minnesota', en: 'Map of Minnesota' }, maxScore: 20 },
    {
      title: { so: 'Mashruuca taariikhda Minnesota', en: 'Minnesota history project' },
      maxScore: 100,
    },
    { title: { so: 'Imtixaan yar: dowladda', en: 'Quiz: government' }, maxScore: 20 },
    { title: { so: 'Warbixin: qoyskayga', en: 'Report: my family story' }, maxScore: 40 },
    { title: { so: 'Imtixaanka rubuca sanadka', en: 'Quarter exam' }, maxScore: 100 },
    { title: { so: 'Bandhigga dhaqanka', en: 'Culture fair presentation' }, maxScore: 30 },
    { title: { so: 'Imtixaanka dhammaadka sanadka', en: 'Final exam' }, maxScore: 100 },
  ],
  somali: [
    {
      title: { so: 'Akhriska sheekooyinka Soomaaliyeed', en: 'Reading Somali folk tales' },
      maxScore: 25,
    },
    { title: { so: 'Qoraal: maalintayda', en: 'Writing: my day' }, maxScore: 20 },
    { title: { so: 'Imtixaanka higgaadda', en: 'Spelling test' }, maxScore: 25 },
    { title: { so: 'Maahmaahyada Soomaaliyeed', en: 'Somali proverbs' }, maxScore: 20 },
    { title: { so: 'Imtixaanka rubuca sanadka', en: 'Quarter exam' }, maxScore: 100 },
    { title: { so: 'Gabay: akhris cod dheer', en: 'Poetry reading aloud' }, maxScore: 20 },
    { title: { so: 'Imtixaanka dhammaadka sanadka', en: 'Final exam' }, maxScore: 100 },
  ],
  art: [{ title: { so: 'Sawirka muuqaal dabiici ah', en: 'Landscape painting' }, maxScore: 10 }],
  pe: [
    {
      title: { so: 'Tijaabada orodka iyo adkaysiga', en: 'Running and endurance test' },
      maxScore: 20,
    },
    { title: { so: 'Kubadda koleyga', en: 'Basketball skills' }, maxScore: 20 },
    { title: { so: 'Dabaasha', en: 'Swimming' }, maxScore: 20 },
    { title: { so: 'Ciyaaraha kooxda', en: 'Team games' }, maxScore: 20 },
    { title: { so: 'Tijaabada jirdhiska', en: 'Fitness check' }, maxScore: 20 },
    { title: { so: 'Kubadda cagta', en: 'Soccer skills' }, maxScore: 20 },
    { title: { so: 'Tijaabada dhammaadka sanadka', en: 'End-of-year fitness test' }, maxScore: 20 },
  ],
};

/** Homework titles per subject; each is given a few times a year. */
export const HOMEWORK: Record<SubjectKey, readonly LocalizedText[]> = {
  math: [
    { so: 'Layliska bogga 42', en: 'Practice page 42' },
    { so: 'Xaashida jajabka', en: 'Fractions worksheet' },
    { so: 'Masalooyinka erayada', en: 'Word problems' },
  ],
  english: [
    { so: 'Akhri 20 daqiiqo oo qor kooban', en: 'Read 20 minutes and write a summary' },
    { so: 'Ereyada higgaadda ee toddobaadka', en: "This week's spelling words" },
    { so: 'Qor warqad saaxiib', en: 'Write a letter to a friend' },
  ],
  science: [
    { so: 'Dhammee xaashida shaybaarka', en: 'Finish the lab sheet' },
    { so: 'Ilaali cimilada shan maalmood', en: 'Watch the weather for five days' },
    { so: 'Sawir wareegga biyaha', en: 'Draw the water cycle' },
  ],
  social: [
    { so: 'Weydii qof qoyska ka mid ah sheekadiisa', en: 'Interview a family member' },
    { so: 'Khariidadda gobollada', en: 'Map of the states' },
    { so: 'Akhri cutubka 4', en: 'Read chapter 4' },
  ],
  somali: [
    { so: 'Akhri sheeko oo u sheeg qoyskaaga', en: 'Read a story and tell it to your family' },
    { so: 'Qor shan jumladood', en: 'Write five sentences' },
    { so: 'Baro maahmaah cusub', en: 'Learn a new proverb' },
  ],
  art: [{ so: 'Sawir qoyskaaga', en: 'Draw your family' }],
  pe: [
    { so: 'Socod 30 daqiiqo ah', en: 'A 30-minute walk' },
    { so: 'Diiwaanka jimicsiga toddobaadka', en: 'Weekly exercise log' },
  ],
};

export function homeworkDescription(title: LocalizedText, due: string): LocalizedText {
  return {
    so: `${title.so}. Keen ${due}. Weydii macallinka haddii aad caawimaad u baahan tahay.`,
    en: `${title.en}. Due ${due}. Ask the teacher if you need help.`,
  };
}

export const ATTENDANCE_NOTES = {
  absent: { so: "Ma uusan iman, fasax la'aan", en: 'Absent without notice' },
  tardy: { so: 'Wuu soo daahay', en: 'Arrived late' },
  excused: { so: 'Waalidku wuu soo sheegay', en: 'Reported by a parent' },
} as const;

/** What a parent writes when reporting an absence, in the parent's language. */
export const ABSENCE_REASONS = {
  so: ['Wuu xanuunsanayaa', 'Ballan dhakhtar', 'Safar qoys', 'Xanuun caloosha ah', 'Ballan ilkaha'],
  en: [
    'Sick with a fever',
    'Doctor appointment',
    'Family trip',
    'Stomach ache',
    'Dentist appointment',
  ],
} as const;

export function teacherMessages(
  name: string,
  sex: Sex,
  subject: LocalizedText,
): { subject: LocalizedText; content: LocalizedText }[] {
  return [
    {
      subject: {
        so: `Horumarka ${name} ee ${subject.so}`,
        en: `${name}'s progress in ${subject.en}`,
      },
      content: {
        so: `Asc, waxaan rabay inaan kuu sheego in ${name} ${bySex(sex, 'ay si fiican u shaqaynayso', 'uu si fiican u shaqaynayo')} bishan. Fadlan guriga kula celceli.`,
        en: `Hello, I wanted to let you know that ${name} is working well this month. Please keep practicing at home.`,
      },
    },
    {
      subject: { so: `Xusuusin: shaqada guriga ee ${name}`, en: `Reminder: ${name}'s homework` },
      content: {
        so: `Fadlan hubi in ${name} ${bySex(sex, 'ay dhammeyso', 'uu dhammeeyo')} shaqada guriga ka hor jimcaha.`,
        en: `Please make sure ${name} finishes the homework before Friday.`,
      },
    },
  ];
}

export const SCHOOL_NOTICES: readonly { subject: LocalizedText; content: LocalizedText }[] = [
  {
    subject: { so: 'Kulanka waalidiinta', en: 'Parent meeting' },
    content: {
      so: 'Waxaa lagugu martiqaaday kulanka waalidiinta Khamiista 6:00 fiidnimo. Turjumaan ayaa joogi doona.',
      en: 'You are invited to the parent meeting on Thursday at 6:00 p.m. An interpreter will be there.',
    },
  },
  {
    subject: { so: 'Sawirada dugsiga', en: 'School picture day' },
    content: {
      so: 'Sawirada ardayda waxay noqon doonaan Talaadada. Foomka dalabka waa la soo diray.',
      en: 'Student pictures are on Tuesday. The order form was sent home.',
    },
  },
  {
    subject: { so: 'Xiritaanka barafka', en: 'Snow day closing' },
    content: {
      so: 'Dugsigu wuu xiran yahay berri barafka awgiis. Ilaaliya nabadgelyada.',
      en: 'School is closed tomorrow because of snow. Stay safe.',
    },
  },
  {
    subject: { so: 'Foomka oggolaanshaha dalxiiska', en: 'Field trip permission form' },
    content: {
      so: 'Fadlan saxiix foomka oggolaanshaha dalxiiska waxbarasho oo soo celi toddobaadkan.',
      en: 'Please sign the field trip permission form and send it back this week.',
    },
  },
];

/** A conversation a teacher opens: the teacher's message, the family's answer, the teacher's reply. */
export function conversation(name: string, sex: Sex): { en: string; so: string }[] {
  return [
    {
      en: `Hello, ${name} is reading much better this month. Could ${bySex(sex, 'she', 'he')} read for 20 minutes at home every evening?`,
      so: `Salaan, ${name} si weyn ayuu akhriska ugu horumaray bishan. Ma akhrin kartaa 20 daqiiqo guriga fiid kasta?`,
    },
    {
      so: `Mahadsanid, macallin. Haa, fiid kasta ${bySex(sex, 'way', 'wuu')} akhrin doontaa.`,
      en: `Thank you, teacher. Yes, ${bySex(sex, 'she', 'he')} will read every evening.`,
    },
    {
      en: 'Wonderful! I will send books home on Friday. Please sign the reading log each evening.',
      so: 'Aad u fiican! Buugaag ayaan guriga u soo diri doonaa jimcaha. Fadlan saxiix diiwaanka akhriska fiid kasta.',
    },
  ];
}

export interface BehaviorDraft {
  type: 'positive' | 'warning' | 'incident' | 'note';
  actionRequired: boolean;
  category: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
}

export function behaviorDrafts(name: string, sex: Sex): BehaviorDraft[] {
  return [
    {
      type: 'positive',
      actionRequired: false,
      category: { so: 'Hoggaamin', en: 'Leadership' },
      title: { so: 'Caawinta ardayda kale', en: 'Helping classmates' },
      description: {
        so: `${name} ${bySex(sex, 'waxay caawisay', 'wuxuu caawiyay')} arday cusub. Aad baan ugu faanaynaa.`,
        en: `${name} helped a new student. We are very proud.`,
      },
    },
    {
      type: 'positive',
      actionRequired: true,
      category: { so: 'Abaalmarin', en: 'Recognition' },
      title: { so: 'Ardayga bisha', en: 'Student of the month' },
      description: {
        so: `${name} ayaa loo doortay ardayga bisha. Fadlan saxiix foomka.`,
        en: `${name} was chosen as student of the month. Please sign the form.`,
      },
    },
    {
      type: 'warning',
      actionRequired: true,
      category: { so: 'Shaqada guriga', en: 'Homework' },
      title: { so: 'Shaqada guriga oo aan la keenin', en: 'Missing homework' },
      description: {
        so: `${name} ma keenin laba hawlood oo guri toddobaadkan. Fadlan la hadal macallinka.`,
        en: `${name} did not hand in two homework assignments this week. Please talk with the teacher.`,
      },
    },
    {
      type: 'incident',
      actionRequired: true,
      category: { so: 'Garoonka ciyaarta', en: 'Playground' },
      title: { so: 'Dood garoonka ciyaarta', en: 'Argument on the playground' },
      description: {
        so: `${name} ${bySex(sex, 'waxay', 'wuxuu')} ku dooday arday kale nasashada. Waan wada hadalnay; fadlan guriga kala hadal.`,
        en: `${name} argued with another student at recess. We talked it through; please discuss it at home.`,
      },
    },
    {
      type: 'note',
      actionRequired: false,
      category: { so: 'Akhris', en: 'Reading' },
      title: { so: 'Akhriska fasalka', en: 'Reading in class' },
      description: {
        so: `${name} ${bySex(sex, 'waxay', 'wuxuu')} akhriyay buug cusub toddobaadkan.`,
        en: `${name} read a new book this week.`,
      },
    },
  ];
}

export interface HealthDraft {
  severity: 'high' | 'medium' | 'low' | 'normal';
  type: LocalizedText;
  summary: LocalizedText;
  actionTaken: LocalizedText;
  parentContactRequired: boolean;
  followUpRequired: boolean;
}

export function healthDrafts(name: string): HealthDraft[] {
  return [
    {
      severity: 'low',
      type: { so: 'Dhaawac yar', en: 'Minor injury' },
      summary: {
        so: `${name} ayaa jilibka ku dhaawacmay nasashada`,
        en: `${name} scraped a knee at recess`,
      },
      actionTaken: { so: 'Waa la nadiifiyay oo faashad la saaray', en: 'Cleaned and bandaged' },
      parentContactRequired: false,
      followUpRequired: false,
    },
    {
      severity: 'medium',
      type: { so: 'Qandho', en: 'Fever' },
      summary: { so: `${name} ayaa qandho yeeshay`, en: `${name} had a fever` },
      actionTaken: {
        so: 'Waalidka ayaa loo yeeray si uu u qaado',
        en: 'A parent was called to pick up',
      },
      parentContactRequired: true,
      followUpRequired: false,
    },
    {
      severity: 'high',
      type: { so: 'Xasaasiyad', en: 'Allergic reaction' },
      summary: {
        so: `${name} ayaa xasaasiyad yeeshay qadada kadib`,
        en: `${name} had an allergic reaction after lunch`,
      },
      actionTaken: {
        so: 'Daawo ayaa la siiyay; kalkaalisada ayaa la socota',
        en: 'Medicine given; the nurse is watching',
      },
      parentContactRequired: true,
      followUpRequired: true,
    },
    {
      severity: 'normal',
      type: { so: 'Baaritaanka aragga', en: 'Vision screening' },
      summary: {
        so: `Baaritaanka aragga ee ${name} waa dhammaaday`,
        en: `${name}'s vision screening is done`,
      },
      actionTaken: { so: 'Natiijada waa caadi', en: 'The result is normal' },
      parentContactRequired: false,
      followUpRequired: false,
    },
  ];
}

/** District-wide news and events of the year: [school-day index, title]. */
export const DISTRICT_EVENTS: readonly [
  number,
  'event' | 'meeting' | 'conference' | 'other',
  LocalizedText,
][] = [
  [0, 'event', { so: 'Maalinta ugu horreysa ee dugsiga', en: 'First day of school' }],
  [20, 'meeting', { so: 'Habeenka waalidiinta', en: 'Back-to-school night' }],
  [42, 'conference', { so: 'Kulamada waalidka iyo macallinka', en: 'Parent-teacher conferences' }],
  [60, 'event', { so: 'Bandhigga buugaagta', en: 'Book fair' }],
  [75, 'other', { so: 'Fasaxa jiilaalka wuu bilaabanayaa', en: 'Winter break begins' }],
  [110, 'conference', { so: 'Kulamada waalidka iyo macallinka', en: 'Parent-teacher conferences' }],
  [125, 'event', { so: 'Bandhigga sayniska', en: 'Science fair' }],
  [150, 'event', { so: 'Dabbaaldegga dhaqamada', en: 'Culture night' }],
  [179, 'event', { so: 'Maalinta ugu dambeysa ee dugsiga', en: 'Last day of school' }],
];
