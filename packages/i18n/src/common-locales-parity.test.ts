import { commonEn, commonSo } from './index';
import { missingKeys } from './testing';

describe('common namespace resources', () => {
  it('has the same keys in Somali and English', () => {
    expect(missingKeys(commonSo, commonEn)).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = (tree: object): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null
          ? empty(v).map((p) => `${k}.${p}`)
          : v === ''
            ? [k]
            : [],
      );
    expect(empty(commonSo)).toEqual([]);
    expect(empty(commonEn)).toEqual([]);
  });

  it('keeps the spec texts in English exactly', () => {
    expect(commonEn.notFound).toEqual({
      title: '404 Page Not Found',
      text: "The page you're looking for doesn't exist.",
      goHome: 'Go Back Home',
    });
    expect(commonEn.auth.subtitle).toBe('Parent Portal Access');
    expect(commonEn.accessCode.title).toBe('Authorized Access Required');
    expect(commonEn.app.builtFor).toBe('Built for Somali families');
  });
});
