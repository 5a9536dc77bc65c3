import type { LocalizedText } from '@d742/contracts';
import { letterFor } from '@d742/academics-service/domain/grade-letter';
import { SUBJECTS } from '@d742/academics-service/domain/subjects';
import { gradeNotice } from '@d742/academics-service/domain/grade-notice';
import { familiesOf } from '@d742/academics-service/models';
import { authoredInBoth, displayPair, withTranslation } from '@d742/messaging-service/domain/texts';
import type { SenderDoc } from '@d742/messaging-service/models';
import { at } from './calendar';
import type {
  DistrictPlan,
  PlannedClass,
  PlannedFamily,
  PlannedStudent,
  StaffPerson,
} from './plan';
import { gradeLabel } from './plan';
import { Random, stableId } from './random';
import {
  ABSENCE_REASONS,
  ATTENDANCE_NOTES,
  DISTRICT_EVENTS,
  GRADED_WORK,
  HOMEWORK,
  SCHOOL_NOTICES,
  behaviorDrafts,
  conversation,
  healthDrafts,
  homeworkDescription,
  teacherMessages,
} from './texts';

/**
 * The collections the generator writes, in the order a unit writes them: a child after its grades
 * and attendance (a child that can be read has all of them, so the GPA and attendance rate academics
 * keeps on the child are never computed from half a year), the accounts last.
 */
export const TARGETS = [
  'academics.StaffMember',
  'academics.SchoolClass',
  'academics.ClassAssignment',
  'academics.Update',
  'academics.Event',
  'reports.SchoolCalendar',
  'academics.GradeEntry',
  'academics.AttendanceRecord',
  'academics.Student',
  'academics.Assignment',
  'academics.AbsenceReport',
  'academics.Conference',
  'messaging.Message',
  'messaging.Thread',
  'messaging.Reply',
  'reports.BehaviorReport',
  'reports.HealthAlert',
  'identity.User',
] as const;
export type Target = (typeof TARGETS)[number];
export type Rows = Partial<Record<Target, Record<string, unknown>[]>>;

/** Password hashes of the generated accounts (one per kind: hashing is deliberately slow). */
export interface AccountHashes {
  parent: string;
  staff: string;
}

const HOMEWORK_PER_CLASS = 5;
const day = (date: Date) => date.toISOString().slice(0, 10);

export function push(rows: Rows, target: Target, ...docs: Record<string, unknown>[]): void {
  (rows[target] ??= []).push(...docs);
}

/** The school day on which class assignment `n` of a class's graded work is due. */
function gradedWorkDay(n: number, count: number): number {
  return Math.floor(((n + 0.8) * 180) / count) - 1;
}

/**
 * A class's graded work: each piece due on a school day of its own class (a few days either side
 * of the subject's plan) and graded one to four school days later, so a teacher's students' grades
 * arrive over the weeks as they do in a school, not all on the same seven days of the year.
 */
function gradedWorkOf(plan: DistrictPlan, cls: PlannedClass) {
  const work = GRADED_WORK[cls.subject];
  const rng = new Random(plan.seed, 'graded-work', cls.id.toHexString());
  const last = plan.year.days.length - 1;
  return work.map((w, n) => {
    const dueIndex = Math.max(0, Math.min(last, gradedWorkDay(n, work.length) + rng.int(-4, 4)));
    const gradedIndex = Math.min(dueIndex + rng.int(1, 4), last);
    return {
      id: stableId(plan.seed, 'class-assignment', cls.id.toHexString(), n),
      title: w.title,
      maxScore: w.maxScore,
      due: plan.year.days[dueIndex]!,
      recordedAt: at(plan.year.days[gradedIndex]!, 15 + rng.int(0, 5)),
    };
  });
}

function classTitle(plan: DistrictPlan, cls: PlannedClass): LocalizedText {
  const school = plan.schools[cls.schoolIndex]!.name;
  const subject = SUBJECTS[cls.subject];
  const grade = gradeLabel(cls.grade);
  const section = String.fromCharCode(65 + cls.section);
  return {
    so: `${subject.so}, fasalka ${grade} ${section} (${school.so})`,
    en: `${subject.en}, grade ${grade} ${section} (${school.en})`,
  };
}

/** Accounts were opened two weeks before the first school day (set, so runs agree). */
function opened(plan: DistrictPlan) {
  const at0 = at(plan.year.days[0]!, 15, -14 * 24 * 60);
  return { createdAt: at0, updatedAt: at0 };
}

function staffAccount(
  plan: DistrictPlan,
  person: StaffPerson,
  hash: string,
): Record<string, unknown> {
  return {
    _id: person.id,
    username: person.username,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: '',
    language: person.language,
    role: person.role,
    passwordHash: hash,
    ...opened(plan),
  };
}

/** A student's teachers: those of the student's classes, each once (students.teacherIds). */
function childTeachers(plan: DistrictPlan, child: PlannedStudent): string[] {
  return [...new Set(child.classes.map((i) => plan.classes[i]!.teacherId))];
}

/**
 * What the district shares before any family: staff records and their accounts, classes with
 * their full rosters, the classes' graded work and its updates, the district's events and the
 * school calendar.
 */
export function schoolRows(plan: DistrictPlan, hashes: AccountHashes): Rows {
  const rows: Rows = {};
  for (const person of plan.staff) {
    push(rows, 'academics.StaffMember', {
      _id: person.id,
      userId: person.id.toHexString(),
      displayName: person.displayName,
      healthStaff: person.healthStaff,
    });
    push(rows, 'identity.User', staffAccount(plan, person, hashes.staff));
  }
  for (const cls of plan.classes) {
    push(rows, 'academics.SchoolClass', {
      _id: cls.id,
      name: classTitle(plan, cls),
      subject: SUBJECTS[cls.subject],
      teacherId: cls.teacherId,
      studentIds: cls.studentIds,
    });
    for (const work of gradedWorkOf(plan, cls)) {
      push(rows, 'academics.ClassAssignment', {
        _id: work.id,
        classId: cls.id,
        title: work.title,
        dueDate: work.due,
        maxScore: work.maxScore,
        createdBy: cls.teacherId,
        createdAt: at(work.due, 14, -14 * 24 * 60),
      });
    }
  }
  DISTRICT_EVENTS.forEach(([dayIndex, eventType, title], n) => {
    const when = plan.year.days[dayIndex]!;
    push(rows, 'academics.Event', {
      _id: stableId(plan.seed, 'event', n),
      title,
      description: {
        so: `${title.so} – dugsiyada degmada oo dhan.`,
        en: `${title.en} – every school in the district.`,
      },
      eventDate: at(when, 23),
      eventType,
      studentIds: [],
      familyIds: [],
    });
    push(rows, 'academics.Update', {
      _id: stableId(plan.seed, 'district-update', n),
      studentIds: [],
      teacherIds: [],
      familyIds: [],
      type: 'event',
      title,
      description: {
        so: `Fadlan ku qor jadwalkaaga: ${title.so}.`,
        en: `Please mark your calendar: ${title.en}.`,
      },
      createdAt: at(plan.year.days[Math.max(0, dayIndex - 5)]!, 15),
    });
  });
  push(rows, 'reports.SchoolCalendar', {
    _id: plan.year.label,
    quarters: plan.year.quarters,
    semesters: plan.year.semesters,
  });
  return rows;
}

export function staffNames(plan: DistrictPlan): Map<string, string> {
  return new Map(plan.staff.map((p) => [p.id.toHexString(), p.displayName]));
}

function sender(person: { id: string; name: string }, role: SenderDoc['role']): SenderDoc {
  return { id: person.id, name: person.name, role };
}

/**
 * Every record of one family: the children, their year of grades, attendance, homework, absence
 * reports, conferences, messages and conversations, behavior reports and health alerts, and
 * last the guardians' accounts. Built from the family's own random stream.
 */
export function familyRows(
  plan: DistrictPlan,
  family: PlannedFamily,
  hashes: AccountHashes,
  names: Map<string, string> = staffNames(plan),
): Rows {
  const rows: Rows = {};
  const rng = new Random(plan.seed, 'family-rows', family.index);
  const { days } = plan.year;
  const parentIds = family.parents.map((p) => p.id.toHexString());
  const guardian = family.parents[0]!;
  const seedId = (kind: string, ...parts: (string | number)[]) =>
    stableId(plan.seed, kind, family.index, ...parts);

  family.children.forEach((child, c) => {
    const classes = child.classes.map((i) => plan.classes[i]!);
    const teacherIds = childTeachers(plan, child);
    // The family's accounts, as the service stamps them on each update (models/families.ts).
    const familyIds = familiesOf([{ parentIds, userId: null }]);
    const school = plan.schools[child.schoolIndex]!;
    push(rows, 'academics.Student', {
      _id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      grade: gradeLabel(child.grade),
      parentIds,
      userId: null,
      teacherIds,
    });

    // Grades: every graded piece of work of every class, around the child's own level.
    const level = 82 + rng.spread() * 14;
    for (const cls of classes) {
      for (const work of gradedWorkOf(plan, cls)) {
        const percent = Math.max(35, Math.min(100, level + rng.spread() * 12));
        const points = Math.round((percent * work.maxScore) / 100);
        const subject = SUBJECTS[cls.subject];
        const teacherName = names.get(cls.teacherId) ?? '';
        const grade = letterFor((points / work.maxScore) * 100);
        const ids = [work.id.toHexString(), child.id.toHexString()];
        push(rows, 'academics.GradeEntry', {
          _id: stableId(plan.seed, 'grade', ...ids),
          studentId: child.id,
          assignment: work.title,
          subject,
          teacherId: cls.teacherId,
          teacherName,
          grade,
          points,
          maxPoints: work.maxScore,
          recordedAt: work.recordedAt,
          classAssignmentId: work.id,
        });
        // The family's update about it, as recording grades writes one (one per student).
        push(rows, 'academics.Update', {
          _id: stableId(plan.seed, 'grade-update', ...ids),
          studentIds: [child.id],
          teacherIds,
          familyIds,
          type: 'grade',
          ...gradeNotice({
            studentName: child.firstName,
            subject,
            assignment: work.title,
            grade,
            points,
            maxPoints: work.maxScore,
          }),
          teacherName,
          subject,
          createdAt: work.recordedAt,
        });
      }
      // Homework: a few pieces a year per class, graded once past.
      for (let n = 0; n < HOMEWORK_PER_CLASS; n += 1) {
        const dueIndex = Math.floor(((n + 0.5) * 180) / HOMEWORK_PER_CLASS);
        const due = days[dueIndex]!;
        const title = rng.pick(HOMEWORK[cls.subject]);
        push(rows, 'academics.Assignment', {
          _id: seedId('homework', c, cls.id.toHexString(), n),
          studentId: child.id,
          title,
          subject: SUBJECTS[cls.subject],
          teacherId: cls.teacherId,
          teacherName: names.get(cls.teacherId) ?? '',
          description: homeworkDescription(title, day(due)),
          dueDate: at(due, 14),
          status:
            dueIndex >= 165
              ? 'pending'
              : rng.weighted([
                  ['graded', 80],
                  ['submitted', 15],
                  ['pending', 5],
                ] as const),
          priority: rng.weighted([
            ['normal', 70],
            ['high', 15],
            ['low', 15],
          ] as const),
        });
      }
    }

    // Attendance: every school day; absence reports for the days a guardian called in.
    const absentRate = 0.02 + 0.06 * rng.next() ** 3;
    days.forEach((date, d) => {
      const status = rng.weighted([
        ['present', 1 - absentRate - 0.045],
        ['absent', absentRate],
        ['tardy', 0.03],
        ['excused', 0.015],
      ] as const);
      push(rows, 'academics.AttendanceRecord', {
        _id: seedId('attendance', c, d),
        studentId: child.id,
        date,
        status,
        note: status === 'present' ? null : ATTENDANCE_NOTES[status],
        classId: null,
      });
      if (status === 'excused') {
        push(rows, 'academics.AbsenceReport', {
          _id: seedId('absence-report', c, d),
          studentId: child.id,
          date,
          kind: 'absent',
          reason: rng.pick(ABSENCE_REASONS[guardian.language]),
          reasonLanguage: guardian.language,
          reportedBy: guardian.id.toHexString(),
          reportedAt: at(date, 12, 15),
        });
      }
    });

    // One fall conference with the first teacher: mostly booked.
    const conferenceDay = days[40 + rng.int(0, 4)]!;
    const slots = [0, 20, 40].map((m) => ({
      start: at(conferenceDay, 21, m),
      end: at(conferenceDay, 21, m + 20),
    }));
    const status = rng.weighted([
      ['booked', 70],
      ['offered', 25],
      ['cancelled', 5],
    ] as const);
    const booked = rng.pick(slots);
    push(rows, 'academics.Conference', {
      _id: seedId('conference', c),
      studentId: child.id,
      familyIds: parentIds,
      teacherId: teacherIds[0],
      slots,
      note: null,
      noteLanguage: null,
      status,
      booked:
        status === 'booked'
          ? { ...booked, by: guardian.id.toHexString(), at: at(conferenceDay, 15, -7 * 24 * 60) }
          : null,
      cancelled:
        status === 'cancelled'
          ? {
              by: guardian.id.toHexString(),
              byFamily: true,
              note: rng.pick(ABSENCE_REASONS[guardian.language]),
              noteLanguage: guardian.language,
              at: at(conferenceDay, 15, -3 * 24 * 60),
            }
          : null,
      createdAt: at(conferenceDay, 15, -14 * 24 * 60),
      startsAt: status === 'booked' ? booked.start : slots[0]!.start,
      stateKey: seedId('conference-state', c),
    });

    // Messages from two of the child's teachers, one copy per guardian.
    const teacherTexts = teacherMessages(child.firstName, child.sex, SUBJECTS[classes[0]!.subject]);
    teacherTexts.forEach((text, m) => {
      const cls = classes[m % classes.length]!;
      const teacher = { id: cls.teacherId, name: names.get(cls.teacherId) ?? '' };
      const createdAt = at(days[rng.int(5, 175)]!, rng.int(13, 21));
      family.parents.forEach((parent, p) => {
        const isRead = rng.chance(0.7);
        push(rows, 'messaging.Message', {
          _id: seedId('message', c, m, p),
          recipientId: parent.id.toHexString(),
          studentId: child.id,
          senderId: teacher.id,
          senderName: teacher.name,
          senderRole: 'teacher',
          subject: text.subject,
          content: text.content,
          texts: {
            subject: authoredInBoth(text.subject, 'en'),
            content: authoredInBoth(text.content, 'en'),
          },
          notice: false,
          isRead,
          readAt: isRead ? at(createdAt, 3) : null,
          createdAt,
        });
      });
    });

    // A conversation with the first teacher for some children.
    if (rng.chance(0.4)) {
      const teacher = sender(
        { id: teacherIds[0]!, name: names.get(teacherIds[0]!) ?? '' },
        'teacher',
      );
      const [opening, answer, lastWord] = conversation(child.firstName, child.sex);
      const startDay = rng.int(10, 170);
      const startedAt = at(days[startDay]!, 19);
      const threadId = seedId('message', c, 'thread', 0);
      const subject = authoredInBoth(
        { so: `Akhriska ${child.firstName}`, en: `${child.firstName}'s reading` },
        'en',
      );
      const content = withTranslation(
        { language: 'en', text: opening!.en, origin: 'typed' },
        opening!.so,
      );
      family.parents.forEach((parent, p) => {
        push(rows, 'messaging.Message', {
          _id: p === 0 ? threadId : seedId('message', c, 'thread', p),
          recipientId: parent.id.toHexString(),
          studentId: child.id,
          senderId: teacher.id,
          senderName: teacher.name,
          senderRole: 'teacher',
          subject: displayPair(subject),
          content: displayPair(content),
          texts: { subject, content },
          notice: false,
          threadId,
          isRead: true,
          readAt: at(startedAt, 2),
          createdAt: startedAt,
        });
      });
      const parentSender = sender(
        { id: guardian.id.toHexString(), name: `${guardian.firstName} ${guardian.lastName}` },
        'parent',
      );
      const replyCount = rng.int(1, 2);
      const replies = [
        {
          sender: parentSender,
          text: withTranslation(
            { language: guardian.language, text: answer![guardian.language], origin: 'typed' },
            answer![guardian.language === 'so' ? 'en' : 'so'],
          ),
          language: guardian.language,
          unreadBy: [teacher.id],
        },
        {
          sender: teacher,
          text: withTranslation(
            { language: 'en', text: lastWord!.en, origin: 'typed' },
            lastWord!.so,
          ),
          language: 'en' as const,
          unreadBy: rng.chance(0.3) ? parentIds : [],
        },
      ].slice(0, replyCount);
      const replyDocs = replies.map((r, n) => ({
        _id: seedId('reply', c, n),
        threadId,
        sender: r.sender,
        createdAt: at(startedAt, 20 * (n + 1)),
        content: r.text,
        audio: null,
        language: r.language,
        unreadBy: n === replies.length - 1 ? r.unreadBy : [],
      }));
      push(rows, 'messaging.Reply', ...replyDocs);
      const last = replyDocs[replyDocs.length - 1]!;
      push(rows, 'messaging.Thread', {
        _id: threadId,
        studentId: child.id,
        familyIds: parentIds,
        staffIds: [teacher.id],
        staff: [teacher],
        createdAt: startedAt,
        lastActivityAt: last.createdAt,
        replyCount: replyDocs.length,
        lastReply: {
          id: last._id,
          sender: last.sender,
          createdAt: last.createdAt,
          text: last.content,
          hasAudio: false,
        },
      });
    }

    // Behavior reports and health alerts.
    const behavior = behaviorDrafts(child.firstName, child.sex);
    const reportCount = rng.weighted([
      [0, 30],
      [1, 35],
      [2, 20],
      [3, 15],
    ] as const);
    for (let n = 0; n < reportCount; n += 1) {
      const draft = rng.pick(behavior);
      const teacherId = rng.pick(teacherIds);
      push(rows, 'reports.BehaviorReport', {
        _id: seedId('behavior', c, n),
        studentId: child.id,
        ...draft,
        teacherName: names.get(teacherId) ?? '',
        filedBy: teacherId,
        createdAt: at(days[rng.int(0, 179)]!, 19),
        audioMessageUrl: null,
        audioMessageSomali: null,
      });
    }
    const alertCount = rng.weighted([
      [0, 70],
      [1, 25],
      [2, 5],
    ] as const);
    const nurseName = names.get(school.nurseId) ?? '';
    for (let n = 0; n < alertCount; n += 1) {
      const draft = rng.pick(healthDrafts(child.firstName));
      push(rows, 'reports.HealthAlert', {
        _id: seedId('health', c, n),
        studentId: child.id,
        ...draft,
        details: null,
        nurseName,
        filedBy: school.nurseId,
        createdAt: at(days[rng.int(0, 179)]!, 17),
      });
    }
  });

  // School notices: one copy per guardian, from the eldest child's school office.
  const office = plan.schools[family.children[0]!.schoolIndex]!.officeId;
  SCHOOL_NOTICES.forEach((notice, n) => {
    const createdAt = at(days[Math.floor(((n + 0.5) * 180) / SCHOOL_NOTICES.length)]!, 14);
    family.parents.forEach((parent, p) => {
      const isRead = rng.chance(0.6);
      push(rows, 'messaging.Message', {
        _id: seedId('notice', n, p),
        recipientId: parent.id.toHexString(),
        studentId: null,
        senderId: office,
        senderName: 'School Administration',
        senderRole: 'admin',
        subject: notice.subject,
        content: notice.content,
        texts: {
          subject: authoredInBoth(notice.subject, 'en'),
          content: authoredInBoth(notice.content, 'en'),
        },
        notice: true,
        isRead,
        readAt: isRead ? at(createdAt, 5) : null,
        createdAt,
      });
    });
  });

  // Last: the guardians' accounts. A family without them is incomplete and is written again.
  for (const parent of family.parents) {
    push(rows, 'identity.User', {
      _id: parent.id,
      username: parent.username,
      email: parent.email,
      firstName: parent.firstName,
      lastName: parent.lastName,
      phone: parent.phone,
      language: parent.language,
      role: 'parent',
      passwordHash: hashes.parent,
      ...opened(plan),
    });
  }
  return rows;
}

/** The sample family's first guardian (printed at the end of a run). */
export function sampleParent(plan: DistrictPlan) {
  const family = plan.families[0]!;
  return { parent: family.parents[0]!, children: family.children };
}
