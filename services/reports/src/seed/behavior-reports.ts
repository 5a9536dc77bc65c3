import type { LocalizedText } from '@d742/contracts';
import { bySex, daysFrom, teacherName } from '@d742/demo-data';
import type { SeedChild } from '@d742/service-kit';
import type { BehaviorReportDoc } from '../models';
import { CHILDREN_WITH_REPORTS, SEED_TAGS, seedId } from './ids';

const CATEGORIES = {
  leadership: { so: 'Hoggaamin', en: 'Leadership' },
  recognition: { so: 'Abaalmarin', en: 'Recognition' },
  homework: { so: 'Shaqada guriga', en: 'Homework' },
  classroom: { so: 'Anshaxa fasalka', en: 'Classroom behavior' },
  playground: { so: 'Garoonka ciyaarta', en: 'Playground' },
  safety: { so: 'Badbaadada', en: 'Safety' },
  reading: { so: 'Akhris', en: 'Reading' },
  learningPlan: { so: 'Qorshaha waxbarashada', en: 'Learning plan' },
} as const satisfies Record<string, LocalizedText>;

type Draft = Pick<
  BehaviorReportDoc,
  'type' | 'title' | 'description' | 'category' | 'actionRequired'
>;

/** Every type, each with and without a required action. */
function draftsFor(c: SeedChild): Draft[] {
  const name = c.student.firstName;
  return [
    {
      type: 'positive',
      actionRequired: false,
      category: CATEGORIES.leadership,
      title: { so: 'Caawinta ardayda kale', en: 'Helping classmates' },
      description: {
        so: `${name} ${bySex(c, 'waxay caawisay', 'wuxuu caawiyay')} arday cusub oo weli baranaya Af-Ingiriisiga. Aad baan ugu faanaynaa.`,
        en: `${name} helped a new student who is still learning English. We are very proud.`,
      },
    },
    {
      type: 'positive',
      actionRequired: true,
      category: CATEGORIES.recognition,
      title: { so: 'Ardayga bisha', en: 'Student of the month' },
      description: {
        so: `${name} ayaa loo doortay ardayga bisha. Fadlan saxiix foomka si ${bySex(c, 'sawirkeeda', 'sawirkiisa')} loogu dhigo looxa dugsiga.`,
        en: `${name} was chosen as student of the month. Please sign the form so ${bySex(c, 'her', 'his')} photo can go on the school board.`,
      },
    },
    {
      type: 'warning',
      actionRequired: true,
      category: CATEGORIES.homework,
      title: { so: 'Shaqada guriga oo aan la keenin', en: 'Missing homework' },
      description: {
        so: `${name} ma keenin saddex hawlood oo guri toddobaadkan. Fadlan la hadal macallinka si loo sameeyo qorshe.`,
        en: `${name} did not hand in three homework assignments this week. Please talk with the teacher to make a plan.`,
      },
    },
    {
      type: 'warning',
      actionRequired: false,
      category: CATEGORIES.classroom,
      title: { so: 'Hadal badan xilliga casharka', en: 'Talking during lessons' },
      description: {
        so: `${name} ayaa dhowr jeer la xusuusiyay ${bySex(c, 'inay aamusnaato', 'inuu aamusnaado')} xilliga casharka, markii dambena si fiican ayuu fasalku u socday.`,
        en: `${name} was reminded several times to stay quiet during the lesson, and the class went well afterward.`,
      },
    },
    {
      type: 'incident',
      actionRequired: true,
      category: CATEGORIES.playground,
      title: { so: 'Muran ka dhacay garoonka ciyaarta', en: 'Conflict on the playground' },
      description: {
        so: `${name} iyo arday kale ayaa ku murmay xilliga nasashada. Waa la kala qabtay, cidna ma dhaawacmin. Fadlan nala soo xiriir si aan uga wada hadalno.`,
        en: `${name} and another student argued during recess. They were separated and nobody was hurt. Please contact us so we can talk about it.`,
      },
    },
    {
      type: 'incident',
      actionRequired: false,
      category: CATEGORIES.safety,
      title: { so: 'Shil yar oo shaybaarka ka dhacay', en: 'Small accident in the lab' },
      description: {
        so: `${name} ${bySex(c, "waxay si kama'ah ah u jebisay", "wuxuu si kama'ah ah u jebiyay")} koob shaybaar. Waa la nadiifiyay, wax tallaabo ah looma baahna.`,
        en: `${name} accidentally broke a lab beaker. It was cleaned up; no action is needed.`,
      },
    },
    {
      type: 'note',
      actionRequired: false,
      category: CATEGORIES.reading,
      title: { so: 'Qoraal macallin', en: 'Teacher note' },
      description: {
        so: `${name} ${bySex(c, 'aad bay u jeceshahay', 'aad buu u jecel yahay')} akhriska. Waxaan idin ku dhiirrigelinaynaa inaad guriga wada akhridaan buugaag Af-Soomaali ah.`,
        en: `${name} really enjoys reading. We encourage you to read Somali books together at home.`,
      },
    },
    {
      type: 'note',
      actionRequired: true,
      category: CATEGORIES.learningPlan,
      title: { so: 'Codsi kulan', en: 'Meeting request' },
      description: {
        so: `Macallinka ayaa jecel inuu kula kulmo si aad uga wada hadashaan qorshaha waxbarasho ee ${name}.`,
        en: `The teacher would like to meet you to discuss ${name}'s learning plan.`,
      },
    },
  ];
}

export function buildBehaviorReports(now: Date): BehaviorReportDoc[] {
  return CHILDREN_WITH_REPORTS.flatMap((c) =>
    draftsFor(c).map((draft, n) => ({
      _id: seedId(SEED_TAGS.behaviorReports, c.index, n + 1),
      studentId: c._id,
      teacherName: teacherName(c.student.teacherIds[n % c.student.teacherIds.length] ?? ''),
      createdAt: daysFrom(now, -(1 + n * 3 + c.index), 19),
      audioMessageUrl: null,
      audioMessageSomali: null,
      ...draft,
    })),
  );
}
