import type {
  BilingualText,
  Language,
  MessageSummary,
  Reply,
  Role,
  StaffClass,
  Student,
  User,
} from '@d742/contracts';
import { useSession } from '@d742/platform';

export const johnson = { id: '64a000000000000000000004', name: 'Ms. Sarah Johnson' };
export const amina = { id: '64a000000000000000000001', name: 'Amina Hassan' };
export const farah = { id: '64a000000000000000000002', name: 'Farah Warsame' };

export const abdi: Student = {
  id: '64b000000000000000000002',
  firstName: 'Abdi',
  lastName: 'Hassan',
  grade: '5',
};
export const ifrah: Student = {
  id: '64b000000000000000000004',
  firstName: 'Ifrah',
  lastName: 'Warsame',
  grade: '6',
};

export const mathClass: StaffClass = {
  id: '64c107000000000000000001',
  name: 'Math, grades 5–8',
  subject: 'Math',
  teacherId: johnson.id,
  teacherName: johnson.name,
  students: [
    {
      studentId: abdi.id,
      firstName: 'Abdi',
      lastName: 'Hassan',
      name: 'Abdi Hassan',
      grade: '5',
      familyLanguage: 'so',
      guardians: [{ userId: amina.id, language: 'so' }],
    },
    {
      studentId: ifrah.id,
      firstName: 'Ifrah',
      lastName: 'Warsame',
      name: 'Ifrah Warsame',
      grade: '6',
      familyLanguage: 'en',
      guardians: [{ userId: farah.id, language: 'en' }],
    },
  ],
};

/** Signs the test in as a staff member without the language rule's account save. */
export function signInAs(role: Extract<Role, 'teacher' | 'admin'>, language: Language = 'en') {
  const user: User = {
    id: role === 'admin' ? '64a000000000000000000006' : johnson.id,
    username: role === 'admin' ? 'admin' : 'msjohnson',
    firstName: role === 'admin' ? 'District' : 'Sarah',
    lastName: role === 'admin' ? 'Admin' : 'Johnson',
    email: '',
    phone: '',
    language,
    role,
    createdAt: '2026-01-05T08:00:00.000Z',
    languageChosenAt: null,
  };
  useSession.setState({ user, status: 'signed-in' });
}

/** Text the reader sees in their own language. */
export const own = (text: string, language: Language = 'en'): BilingualText => ({
  original: { language, text, origin: 'typed' },
  translation: { source: 'none', language: language === 'en' ? 'so' : 'en' },
  shown: { language, text, status: 'original' },
});

/** Somali the translator put into English at send time. */
export const machineFromSomali = (somali: string, english: string): BilingualText => ({
  original: { language: 'so', text: somali, origin: 'typed' },
  translation: { source: 'machine', language: 'en', text: english },
  shown: { language: 'en', text: english, status: 'machine' },
});

/** Somali nobody translated: shown as written. */
export const untranslatedSomali = (somali: string): BilingualText => ({
  original: { language: 'so', text: somali, origin: 'typed' },
  translation: { source: 'none', language: 'en' },
  shown: { language: 'so', text: somali, status: 'not_translated' },
});

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String((counter += 1)).padStart(21, '0')}`;

/** A thread as a staff member's GET /api/messages lists it (the teacher's own message first). */
export function threadSummary(
  overrides: {
    subject?: string;
    studentId?: string | null;
    unreadCount?: number;
    lastActivityAt?: string;
    familyLanguage?: Language | null;
    lastReply?: MessageSummary['thread']['lastReply'];
    sender?: MessageSummary['sender'];
  } = {},
): MessageSummary {
  const id = nextId('66d');
  const subject = overrides.subject ?? `Subject ${counter}`;
  const createdAt = '2026-11-20T08:00:00.000Z';
  return {
    id,
    subject,
    content: 'Hello. Abdi was marked absent from school.',
    isRead: true,
    createdAt,
    readAt: null,
    senderName: johnson.name,
    senderRole: 'teacher',
    sender: overrides.sender ?? { id: johnson.id, name: johnson.name, role: 'teacher' },
    schoolNotice: false,
    templateId: null,
    texts: {
      subject: own(subject),
      content: own('Hello. Abdi was marked absent from school.'),
    },
    thread: {
      id,
      studentId: overrides.studentId === undefined ? abdi.id : overrides.studentId,
      unreadCount: overrides.unreadCount ?? 0,
      replyCount: overrides.lastReply ? 1 : 0,
      lastActivityAt: overrides.lastActivityAt ?? createdAt,
      lastReply: overrides.lastReply ?? null,
      familyLanguage: overrides.familyLanguage ?? null,
    },
  };
}

export function reply(messageId: string, overrides: Partial<Reply> = {}): Reply {
  return {
    id: nextId('66e'),
    messageId,
    sender: { id: amina.id, name: amina.name, role: 'parent' },
    createdAt: '2026-11-20T09:00:00.000Z',
    isRead: false,
    content: null,
    audio: null,
    ...overrides,
  };
}
