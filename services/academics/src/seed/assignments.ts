import type { LocalizedText } from '@d742/contracts';
import { daysFrom, hoursFrom, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN, type SeedChild } from '@d742/service-kit';
import type { AssignmentDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';
import { SUBJECTS, teacherIdFor, type SubjectKey } from './subjects';

interface Homework {
  subject: SubjectKey;
  title: LocalizedText;
  description: LocalizedText;
}

const HOMEWORK: readonly Homework[] = [
  {
    subject: 'math',
    title: { so: 'Layliska jajabka: bogga 84', en: 'Fractions practice: page 84' },
    description: {
      so: "Xalli su'aalaha 1 ilaa 20 ee bogga 84. Tus habka aad u xalisay su'aal kasta.",
      en: 'Solve problems 1 to 20 on page 84. Show your work for every problem.',
    },
  },
  {
    subject: 'science',
    title: { so: 'Boorka wareegga biyaha', en: 'Water cycle poster' },
    description: {
      so: 'Samee boor muujinaya uumibixidda, daruuraha iyo roobka. Ku qor magac kasta oo qayb ah.',
      en: 'Make a poster showing evaporation, clouds and rain. Label every stage.',
    },
  },
  {
    subject: 'english',
    title: { so: 'Warbixinta buugga', en: 'Book report' },
    description: {
      so: 'Akhri buug aad adigu doorato oo qor hal bog oo ku saabsan jilayaasha iyo dhacdooyinka.',
      en: 'Read a book of your choice and write one page about its characters and plot.',
    },
  },
  {
    subject: 'art',
    title: { so: 'Sawir qoyskaaga', en: 'Draw your family' },
    description: {
      so: 'Qalin midab leh ku sawir qoyskaaga. Ku dar hal shay oo dhaqanka Soomaalida ah.',
      en: 'Draw your family with colored pencils. Include one thing from Somali culture.',
    },
  },
  {
    subject: 'social',
    title: { so: 'Khariidadda Geeska Afrika', en: 'Map of the Horn of Africa' },
    description: {
      so: 'Ku calaamadee khariidadda dalalka Geeska Afrika iyo caasimadahooda.',
      en: 'Mark the countries of the Horn of Africa and their capitals on the map.',
    },
  },
  {
    subject: 'somali',
    title: { so: 'Diiwaanka akhriska Af-Soomaaliga', en: 'Somali reading log' },
    description: {
      so: 'Akhri 20 daqiiqo maalin kasta oo qor magaca sheekada iyo waxa aad ka baratay.',
      en: 'Read for 20 minutes every day and write down the story title and what you learned.',
    },
  },
  {
    subject: 'pe',
    title: { so: 'Jadwalka jimicsiga toddobaadka', en: 'Weekly exercise log' },
    description: {
      so: 'Qor inta daqiiqo ee aad jimicsi sameysay maalin kasta, ugu yaraan 30 daqiiqo.',
      en: 'Write down how many minutes you exercised each day, at least 30 minutes.',
    },
  },
  {
    subject: 'math',
    title: { so: 'Mashruuca cabbirka guriga', en: 'Measuring at home project' },
    description: {
      so: 'Cabbir shan shay oo guriga ku jira oo ku qor dhererkooda sentimitir ahaan.',
      en: 'Measure five things at home and write their length in centimeters.',
    },
  },
];

/** Every state and priority per child: due in 4-5 days, due within 24 h, overdue, submitted, graded. */
const SLOTS: readonly {
  status: AssignmentDoc['status'];
  priority: AssignmentDoc['priority'];
  due: (now: Date) => Date;
}[] = [
  { status: 'pending', priority: 'normal', due: (now) => daysFrom(now, 4) },
  { status: 'pending', priority: 'high', due: (now) => hoursFrom(now, 18) },
  { status: 'pending', priority: 'high', due: (now) => daysFrom(now, -2) },
  { status: 'pending', priority: 'low', due: (now) => daysFrom(now, 5) },
  { status: 'submitted', priority: 'normal', due: (now) => daysFrom(now, -1) },
  { status: 'graded', priority: 'low', due: (now) => daysFrom(now, -8) },
  { status: 'graded', priority: 'high', due: (now) => daysFrom(now, -12) },
];

function assignmentsFor(c: SeedChild, now: Date): AssignmentDoc[] {
  return SLOTS.map((slot, n) => {
    const homework = HOMEWORK[(n + c.index) % HOMEWORK.length] as Homework;
    const teacherId = teacherIdFor(c, homework.subject);
    return {
      _id: seedId(SEED_TAGS.assignments, c.index, n + 1),
      studentId: c._id,
      title: homework.title,
      subject: SUBJECTS[homework.subject],
      teacherId,
      teacherName: teacherName(teacherId),
      description: homework.description,
      dueDate: slot.due(now),
      status: slot.status,
      priority: slot.priority,
    };
  });
}

export function buildAssignments(now: Date): AssignmentDoc[] {
  return SEED_CHILDREN.flatMap((c) => assignmentsFor(c, now));
}
