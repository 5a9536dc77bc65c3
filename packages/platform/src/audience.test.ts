import { audienceOf } from './audience';

describe('audienceOf', () => {
  it("gives a parent (and nobody signed in) the family's plain keys, and every other role its own", () => {
    expect(audienceOf('parent')).toBeUndefined();
    expect(audienceOf(null)).toBeUndefined();
    expect(audienceOf('student')).toBe('student');
    expect(audienceOf('teacher')).toBe('staff');
    expect(audienceOf('admin')).toBe('staff');
    expect(audienceOf('client')).toBe('community');
  });
});
