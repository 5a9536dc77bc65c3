import { UPDATE_TYPES } from '@d742/contracts';
import { bySex, daysFrom, hoursFrom, recentSchoolDays, teacherName } from '@d742/demo-data';
import { SEED_CHILDREN, type SeedChild } from '@d742/service-kit';
import { ATTENDANCE_TITLES } from '../domain/attendance-notice';
import { familyOf } from '../domain/audience';
import { newGradeTitle } from '../domain/grade-notice';
import type { AssignmentDoc, GradeEntryDoc, UpdateDoc } from '../models';
import { exceptionsFor, SCHOOL_DAYS_RECORDED } from './attendance-records';
import { SEED_TAGS, seedId } from './ids';

type UpdateType = UpdateDoc['type'];
type Draft = Omit<
  UpdateDoc,
  '_id' | 'studentIds' | 'teacherIds' | 'familyIds' | 'type' | 'teacherName' | 'subject'
> &
  Partial<Pick<UpdateDoc, 'teacherName' | 'subject'>>;

/** What the per-child updates are derived from, so they agree with the seeded records. */
export interface UpdateSources {
  gradeEntries: readonly GradeEntryDoc[];
  assignments: readonly AssignmentDoc[];
}

const TOP_GRADES = new Set(['A+', 'A']);

function gradeUpdates(c: SeedChild, src: UpdateSources): Draft[] {
  const name = c.student.firstName;
  return src.gradeEntries
    .filter((e) => e.studentId.equals(c._id))
    .sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())
    .slice(0, 3)
    .map((e) => ({
      title: TOP_GRADES.has(e.grade)
        ? {
            so: `Hambalyo! ${name} ${bySex(c, 'waxay heshay', 'wuxuu helay')} buundo sare`,
            en: `Congratulations! ${name} earned a top grade`,
          }
        : newGradeTitle(e.subject),
      description: {
        so: `${name} ${bySex(c, 'waxay ku heshay', 'wuxuu ku helay')} ${e.grade} (${e.points}/${e.maxPoints}) hawsha "${e.assignment.so}".`,
        en: `${name} received ${e.grade} (${e.points}/${e.maxPoints}) on "${e.assignment.en}".`,
      },
      teacherName: e.teacherName,
      subject: e.subject,
      createdAt: hoursFrom(e.recordedAt, 1),
    }));
}

function assignmentUpdates(c: SeedChild, src: UpdateSources, now: Date): Draft[] {
  const name = c.student.firstName;
  const pending = src.assignments.filter(
    (a) => a.studentId.equals(c._id) && a.status === 'pending',
  );
  const soonest = [...pending]
    .filter((a) => a.dueDate > now)
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
  const overdue = pending.find((a) => a.dueDate <= now);
  const drafts: Draft[] = [];
  const latest = soonest[soonest.length - 1];
  if (latest) {
    drafts.push({
      title: { so: `Hawl cusub: ${latest.title.so}`, en: `New assignment: ${latest.title.en}` },
      description: {
        so: `Hawl cusub oo ${latest.subject.so} ah ayaa la soo dhigay. Fadlan ka caawi ${name} ${bySex(c, 'inay dhammeyso', 'inuu dhammeeyo')} waqtigeeda.`,
        en: `A new ${latest.subject.en} assignment was posted. Please help ${name} finish it on time.`,
      },
      teacherName: latest.teacherName,
      subject: latest.subject,
      createdAt: daysFrom(now, -1, 15),
    });
  }
  const next = soonest[0];
  if (next) {
    drafts.push({
      title: {
        so: `Dhowaan la dhiibayo: ${next.title.so}`,
        en: `Due soon: ${next.title.en}`,
      },
      description: {
        so: `Hawshan waa in la dhiibaa 24 saac gudahood. Fadlan hubi in ${name} ${bySex(c, 'ay diyaar u tahay', 'uu diyaar u yahay')}.`,
        en: `This assignment is due within 24 hours. Please check that ${name} is ready.`,
      },
      teacherName: next.teacherName,
      subject: next.subject,
      createdAt: hoursFrom(now, -3),
    });
  }
  if (overdue) {
    drafts.push({
      title: {
        so: `Hawl waqtigeedii dhaafay: ${overdue.title.so}`,
        en: `Overdue assignment: ${overdue.title.en}`,
      },
      description: {
        so: `${name} weli ma dhiibin hawshan. Fadlan la xiriir ${overdue.teacherName} haddii ${bySex(c, 'ay caawimaad u baahan tahay', 'uu caawimaad u baahan yahay')}.`,
        en: `${name} has not handed in this assignment yet. Please contact ${overdue.teacherName} if ${bySex(c, 'she', 'he')} needs help.`,
      },
      teacherName: overdue.teacherName,
      subject: overdue.subject,
      createdAt: hoursFrom(overdue.dueDate, 20),
    });
  }
  return drafts;
}

function eventUpdates(c: SeedChild, now: Date): Draft[] {
  const name = c.student.firstName;
  const teacher = teacherName(c.student.teacherIds[0] ?? '');
  return [
    {
      title: {
        so: `Shir waalidka iyo macallinka: ${name}`,
        en: `Parent-teacher conference: ${name}`,
      },
      description: {
        so: `Fadlan dooro waqti aad kula kulanto ${teacher} si aad uga wada hadlaan horumarka ${name}. Turjumaan Af-Soomaali ah ayaa joogi doona.`,
        en: `Please pick a time to meet ${teacher} about ${name}'s progress. A Somali interpreter will be there.`,
      },
      teacherName: teacher,
      createdAt: daysFrom(now, -2, 16),
    },
    {
      title: { so: 'Dalxiis waxbarasho: Matxafka Sayniska', en: 'Field trip: Science Museum' },
      description: {
        so: `Fasalka ${name} wuxuu booqan doonaa Matxafka Sayniska ee Minnesota. Fadlan saxiix warqadda oggolaanshaha oo soo celi jimcaha.`,
        en: `${name}'s class will visit the Science Museum of Minnesota. Please sign the permission slip and return it by Friday.`,
      },
      teacherName: teacher,
      createdAt: daysFrom(now, -5, 17),
    },
    {
      title: { so: 'Bandhigga mashruucyada fasalka', en: 'Class project showcase' },
      description: {
        so: `${name} ${bySex(c, 'waxay soo bandhigi doontaa mashruuceeda', 'wuxuu soo bandhigi doonaa mashruuciisa')} fasalka dhexdiisa. Waalidiinta waa lagu soo dhaweynayaa.`,
        en: `${name} will present ${bySex(c, 'her', 'his')} project in class. Parents are welcome to attend.`,
      },
      teacherName: teacher,
      createdAt: daysFrom(now, -9, 18),
    },
  ];
}

function attendanceUpdates(c: SeedChild, now: Date): Draft[] {
  const name = c.student.firstName;
  const days = recentSchoolDays(now, SCHOOL_DAYS_RECORDED);
  return exceptionsFor(c)
    .slice(0, 3)
    .map(([day, status, note]) => {
      const what =
        status === 'tardy'
          ? { so: bySex(c, 'way u soo daahday', 'wuu u soo daahay'), en: 'arrived late to school' }
          : { so: bySex(c, 'way ka maqnayd', 'wuu ka maqnaa'), en: 'was absent from school' };
      return {
        title: ATTENDANCE_TITLES[status],
        description: {
          so: `${name} ${what.so} dugsiga. ${note.so}.`,
          en: `${name} ${what.en}. ${note.en}.`,
        },
        createdAt: hoursFrom(days[day] ?? now, 15),
      };
    });
}

function otherUpdates(c: SeedChild, now: Date): Draft[] {
  const name = c.student.firstName;
  return [
    {
      title: { so: 'Maalinta sawirka dugsiga', en: 'School picture day' },
      description: {
        so: `Sawirada ardayda waxaa la qaadi doonaa toddobaadka soo socda. Fadlan u diyaari ${name} dhar nadiif ah.`,
        en: `Student photos are taken next week. Please have ${name} dressed for picture day.`,
      },
      createdAt: daysFrom(now, -3, 14),
    },
    {
      title: { so: 'Buug maktabadda oo waqtigiisii dhaafay', en: 'Library book overdue' },
      description: {
        so: `${name} ${bySex(c, 'waxay haysataa', 'wuxuu haystaa')} buug maktabadda ah oo waqtigiisii dhaafay. Fadlan soo celi toddobaadkan.`,
        en: `${name} has a library book that is past due. Please return it this week.`,
      },
      createdAt: daysFrom(now, -6, 15),
    },
    {
      title: { so: 'Lacagta cuntada dugsiga', en: 'School lunch balance' },
      description: {
        so: `Koontada cuntada ee ${name} waxaa ku hadhay lacag yar. Waxaad lacag ku shubi kartaa xafiiska dugsiga ama khadka internetka.`,
        en: `${name}'s lunch account is running low. You can add money at the school office or online.`,
      },
      createdAt: daysFrom(now, -11, 13),
    },
  ];
}

function districtUpdates(now: Date): Record<UpdateType, Draft[]> {
  return {
    grade: [
      {
        title: {
          so: 'Warbixinnada buundooyinka rubuca waa diyaar',
          en: 'Quarter report cards are ready',
        },
        description: {
          so: "Warbixinnada buundooyinka rubucan waxaa laga heli karaa bogga Buundooyinka. Su'aalo haddii aad qabtid, la xiriir macallinka.",
          en: "This quarter's report cards are on the Grades page. If you have questions, contact the teacher.",
        },
        createdAt: daysFrom(now, -4, 14),
      },
      {
        title: {
          so: 'Buundooyinka waxaa la cusbooneysiiyaa toddobaad kasta',
          en: 'Grades are updated every week',
        },
        description: {
          so: 'Macallimiintu waxay galiyaan buundooyinka cusub jimce kasta. Hubi bogga Buundooyinka dabayaaqada toddobaadka.',
          en: 'Teachers enter new grades every Friday. Check the Grades page at the end of each week.',
        },
        createdAt: daysFrom(now, -13, 14),
      },
    ],
    assignment: [
      {
        title: { so: 'Saacadaha caawinta shaqada guriga', en: 'Homework help hours' },
        description: {
          so: 'Maktabadda dugsiga waxay furan tahay Talaadada iyo Khamiista 3:30 ilaa 5:00, waxaana jooga macallimiin ku hadla Af-Soomaali.',
          en: 'The school library is open Tuesdays and Thursdays 3:30 to 5:00 with Somali-speaking tutors.',
        },
        createdAt: daysFrom(now, -7, 14),
      },
      {
        title: { so: 'Hab cusub oo hawlaha loo dhiibo', en: 'A new way to hand in assignments' },
        description: {
          so: 'Hadda hawlaha waxaa lagu dhiibi karaa Google Classroom. Ardaydu waxay isticmaali karaan kombiyuutarka dugsiga.',
          en: 'Assignments can now be handed in through Google Classroom. Students may use the school computers.',
        },
        createdAt: daysFrom(now, -16, 14),
      },
    ],
    event: [
      {
        title: { so: 'Bandhigga sayniska ee degmada', en: 'District science fair' },
        description: {
          so: 'Ardayda dhammaan dugsiyada degmada ayaa soo bandhigi doona mashruucyadooda sayniska. Qoysaska waa lagu soo dhaweynayaa.',
          en: 'Students from every school in the district will show their science projects. Families are welcome.',
        },
        createdAt: daysFrom(now, -1, 16),
      },
      {
        title: { so: 'Habeenka dhaqanka Soomaalida', en: 'Somali culture night' },
        description: {
          so: 'Kaalay oo nala wadaag cunto, gabayo iyo ciyaaro dhaqameed. Qoys walba wuxuu keeni karaa hal cunto.',
          en: 'Join us for food, poetry and traditional dances. Each family may bring one dish.',
        },
        createdAt: daysFrom(now, -8, 16),
      },
    ],
    attendance: [
      {
        title: { so: 'Sida loo soo sheego maqnaanshaha', en: 'How to report an absence' },
        description: {
          so: 'Haddii ilmahaagu uu maqnaan doono, wac khadka imaanshaha ka hor 9:00 subaxnimo. Af-Soomaali waa lagugu caawin karaa.',
          en: 'If your child will be absent, call the attendance line before 9:00 a.m. Help is available in Somali.',
        },
        createdAt: daysFrom(now, -5, 13),
      },
      {
        title: { so: 'Maalin kasta oo dugsi ah waa muhiim', en: 'Every school day counts' },
        description: {
          so: 'Ardayda imaanshahoodu wanaagsan yahay waxay helaan buundooyin sare. Ka caawi ilmahaaga inuu dugsiga u yimaado waqtiga.',
          en: 'Students who attend every day earn better grades. Help your child get to school on time.',
        },
        createdAt: daysFrom(now, -14, 13),
      },
    ],
    other: [
      {
        title: {
          so: 'Dugsi ma jiro: maalinta tababarka macallimiinta',
          en: 'No school: teacher training day',
        },
        description: {
          so: 'Dugsiyada degmada way xiran yihiin maalinta tababarka macallimiinta. Xafiisyadu way furan yihiin.',
          en: 'District schools are closed for teacher training. Offices stay open.',
        },
        createdAt: daysFrom(now, -2, 12),
      },
      {
        title: { so: 'Cusboonaysiinta jadwalka baska', en: 'Bus schedule update' },
        description: {
          so: 'Waqtiyada baska subaxnimo waxay isbeddelayaan 10 daqiiqo. Jadwalka cusub waxaa laga heli karaa xafiiska dugsiga.',
          en: 'Morning bus times change by 10 minutes. The new schedule is available at the school office.',
        },
        createdAt: daysFrom(now, -10, 12),
      },
    ],
  };
}

function childUpdates(c: SeedChild, src: UpdateSources, now: Date): Record<UpdateType, Draft[]> {
  return {
    grade: gradeUpdates(c, src),
    assignment: assignmentUpdates(c, src, now),
    event: eventUpdates(c, now),
    attendance: attendanceUpdates(c, now),
    other: otherUpdates(c, now),
  };
}

function toDocs(
  byType: Record<UpdateType, Draft[]>,
  studentIndex: number,
  audience: Pick<UpdateDoc, 'studentIds' | 'teacherIds' | 'familyIds'>,
): UpdateDoc[] {
  return UPDATE_TYPES.flatMap((type, t) =>
    byType[type].map((draft, j) => ({
      _id: seedId(SEED_TAGS.updates, studentIndex, t * 10 + j + 1),
      ...audience,
      type,
      teacherName: null,
      subject: null,
      ...draft,
    })),
  );
}

/** 2 district-wide + 3 per child of every type, so each family sees 5+ of each. */
export function buildUpdates(now: Date, src: UpdateSources): UpdateDoc[] {
  return [
    ...toDocs(districtUpdates(now), 0, { studentIds: [], teacherIds: [], familyIds: [] }),
    ...SEED_CHILDREN.flatMap((c) =>
      toDocs(childUpdates(c, src, now), c.index, {
        studentIds: [c._id],
        teacherIds: [...c.student.teacherIds],
        familyIds: familyOf(c.student),
      }),
    ),
  ];
}
