import { missingKeys } from './testing';

describe('missingKeys(a, b)', () => {
  it('returns nothing for trees with the same leaves', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { c: '1', b: '2' } })).toEqual([]);
  });

  it('reports dotted paths missing on either side', () => {
    expect(missingKeys({ a: { b: 'x' }, only: 'left' }, { a: { b: 'x', c: 'y' } })).toEqual([
      'a.c',
      'only',
    ]);
  });

  it('treats a leaf on one side and a subtree on the other as different keys', () => {
    expect(missingKeys({ a: 'text' }, { a: { b: 'text' } })).toEqual(['a', 'a.b']);
  });
});
