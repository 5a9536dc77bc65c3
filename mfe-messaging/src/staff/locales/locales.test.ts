import { missingKeys } from '@d742/i18n/testing';
import en from './en.json';
import so from './so.json';

describe('staff messaging translations', () => {
  it('should have the same keys in Somali and English', () => {
    expect(missingKeys(so, en)).toEqual([]);
  });
});
