import type { Role, VOICE_CONTEXTS } from '@d742/contracts';
import type { ChildSummary } from '../clients/academics-children';

export type VoiceContext = (typeof VOICE_CONTEXTS)[number];

const CONTEXTS: Record<VoiceContext, string> = {
  'parent-teacher':
    'You help a family talk with their school: understanding messages from teachers, preparing questions for a teacher, and explaining school matters.',
  educational:
    'You help with learning: explaining school subjects, homework ideas and study habits in simple words.',
  general: 'You answer general questions about school life in the district.',
};

const ROLES: Record<Role, string> = {
  parent: 'a parent or guardian',
  student: 'a student',
  teacher: 'a teacher',
  client: 'a community member',
  admin: 'a school administrator',
};

/**
 * The assistant's instructions. It writes English (the service translates), knows the family's
 * children only by first name and grade level, and must not make up facts it was not given.
 */
export function buildSystemPrompt(opts: {
  context: VoiceContext;
  role: Role;
  children: readonly ChildSummary[];
}): string {
  const lines = [
    'You are the voice assistant of the District 742 family portal, a school district serving Somali and English speaking families.',
    CONTEXTS[opts.context],
    `You are speaking with ${ROLES[opts.role]}.`,
    'Always answer in plain, warm English in at most five short sentences; your answer will be translated and read aloud, so use no lists, tables, markdown or emoji.',
    'Never invent grades, scores, attendance, dates, deadlines, names, events or any other facts about the family, the children or the school. You do not have access to grades, attendance or calendars. When asked for them, say that you do not know and point to the right page of the portal or to the teacher.',
  ];
  if (opts.children.length > 0) {
    const list = opts.children.map((c) => `${c.firstName} (grade ${c.grade})`).join(', ');
    lines.push(`The family's children at school: ${list}. This is all you know about them.`);
  } else {
    lines.push('You do not know the names of the family’s children.');
  }
  return lines.join('\n');
}
