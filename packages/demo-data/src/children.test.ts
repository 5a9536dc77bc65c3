import { bySex, DEMO_CHILDREN, teacherName } from './children';
import { DEMO_STUDENTS, DEMO_USERS } from './identities';

describe('DEMO_CHILDREN', () => {
  it('should list every demo student once, numbered from 1', () => {
    expect(DEMO_CHILDREN.map((c) => c.index)).toEqual([1, 2, 3, 4]);
    expect(new Set(DEMO_CHILDREN.map((c) => c.student.id))).toEqual(
      new Set(Object.values(DEMO_STUDENTS).map((s) => s.id)),
    );
  });
});

describe('bySex(child, feminine, masculine)', () => {
  it('should pick the wording that agrees with the child', () => {
    expect(bySex({ sex: 'f' }, 'way', 'wuu')).toBe('way');
    expect(bySex({ sex: 'm' }, 'way', 'wuu')).toBe('wuu');
  });
});

describe('teacherName(teacherId)', () => {
  it('should name known teachers and fall back to school staff', () => {
    expect(teacherName(DEMO_USERS.teacher.id)).toBe('Ms. Sarah Johnson');
    expect(teacherName('unknown')).toBe('School staff');
  });
});
