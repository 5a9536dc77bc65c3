import { handToTeacher, takeTeacherHandoff } from './teacher-handoff';
import { useSession } from './session-store';

function signIn(id: string) {
  useSession.setState({
    user: { id, username: id, name: id, role: 'parent', email: null } as never,
  });
}

describe('teacher handoff', () => {
  beforeEach(() => {
    signIn('parent-a');
    takeTeacherHandoff();
  });

  it('gives the waiting draft to the first page that takes it, once', () => {
    handToTeacher({ text: 'Ilmahaygu wuu jiran yahay', language: 'so', recording: null });
    expect(takeTeacherHandoff()).toEqual({
      text: 'Ilmahaygu wuu jiran yahay',
      language: 'so',
      recording: null,
    });
    expect(takeTeacherHandoff()).toBeNull();
  });

  it('keeps only the newest draft', () => {
    handToTeacher({ text: 'first', language: 'so', recording: null });
    handToTeacher({ text: 'second', language: 'en', recording: null });
    expect(takeTeacherHandoff()?.text).toBe('second');
  });

  it('never hands one person’s draft to the next person signing in on the page', () => {
    handToTeacher({ text: 'private', language: 'so', recording: null });
    signIn('parent-b');
    expect(takeTeacherHandoff()).toBeNull();
  });
});
