import { DEMO_STUDENTS, DEMO_USERS, demoObjectId } from './index';

describe('demo data identities', () => {
  it('should use distinct valid ObjectIds for every person', () => {
    const ids = [...Object.values(DEMO_USERS), ...Object.values(DEMO_STUDENTS)].map((x) => x.id);
    for (const id of ids) expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should give one parent three children and the other one child', () => {
    const childrenOf = (parentId: string) =>
      Object.values(DEMO_STUDENTS).filter((s) =>
        (s.parentIds as readonly string[]).includes(parentId),
      );
    expect(childrenOf(DEMO_USERS.amina.id)).toHaveLength(3);
    expect(childrenOf(DEMO_USERS.farah.id)).toHaveLength(1);
  });

  it('should derive stable, distinct record ids', () => {
    expect(demoObjectId(0x101, 1, 1)).toMatch(/^[a-f0-9]{24}$/);
    expect(demoObjectId(0x101, 1, 1)).toBe(demoObjectId(0x101, 1, 1));
    expect(
      new Set([
        demoObjectId(0x101, 1, 1),
        demoObjectId(0x101, 1, 2),
        demoObjectId(0x102, 1, 1),
        demoObjectId(0x101, 2, 1),
      ]).size,
    ).toBe(4);
  });
});
