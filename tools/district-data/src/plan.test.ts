import { schoolYear } from './calendar';
import { planDistrict } from './plan';

describe('planDistrict(seed, students, year)', () => {
  const plan = planDistrict('742', 300, 2025);
  const children = plan.families.flatMap((f) => f.children);

  it('should plan exactly the students asked for, in families of one to five children', () => {
    expect(children).toHaveLength(300);
    for (const family of plan.families) {
      expect(family.children.length).toBeGreaterThanOrEqual(1);
      expect(family.children.length).toBeLessThanOrEqual(5);
      expect(family.parents.length).toBeGreaterThanOrEqual(1);
      expect(new Set(family.children.map((c) => c.lastName)).size).toBe(1);
    }
  });

  it('should give every student six classes whose rosters hold them, in a school of their grade', () => {
    for (const child of children) {
      expect(child.classes).toHaveLength(6);
      for (const index of child.classes) {
        const cls = plan.classes[index]!;
        expect(cls.studentIds).toContainEqual(child.id);
        expect(cls.grade).toBe(child.grade);
        expect(cls.schoolIndex).toBe(child.schoolIndex);
      }
      const band = plan.schools[child.schoolIndex]!.band;
      expect(band).toBe(child.grade <= 5 ? 'elementary' : child.grade <= 8 ? 'middle' : 'high');
    }
  });

  it('should be the same for the same seed and different for another', () => {
    const again = planDistrict('742', 300, 2025);
    expect(again.families.map((f) => f.parents.map((p) => p.username))).toEqual(
      plan.families.map((f) => f.parents.map((p) => p.username)),
    );
    const other = planDistrict('743', 300, 2025);
    expect(other.families[0]!.children[0]!.id.equals(plan.families[0]!.children[0]!.id)).toBe(
      false,
    );
  });

  it('should give parents unique usernames', () => {
    const usernames = plan.families.flatMap((f) => f.parents.map((p) => p.username));
    expect(new Set(usernames).size).toBe(usernames.length);
  });
});

describe('schoolYear(startYear)', () => {
  it('should have 180 weekdays from the Tuesday after Labor Day, skipping the breaks', () => {
    const year = schoolYear(2025);
    expect(year.label).toBe('2025-2026');
    expect(year.days).toHaveLength(180);
    expect(year.days[0]!.toISOString().slice(0, 10)).toBe('2025-09-02');
    const iso = year.days.map((d) => d.toISOString().slice(0, 10));
    expect(iso).not.toContain('2025-11-27'); // Thanksgiving
    expect(iso).not.toContain('2025-12-29'); // winter break
    expect(year.days.every((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)).toBe(true);
    expect(year.quarters).toHaveLength(4);
    expect(year.semesters[1]!.end).toBe(iso[179]);
  });
});
