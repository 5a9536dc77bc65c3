import { missingKeys } from '@d742/i18n/testing';
import en from './en/gateway.json';
import so from './so/gateway.json';

describe('gateway locales', () => {
  it('have the same keys in Somali and English', () => {
    expect(missingKeys(so, en)).toEqual([]);
  });
});
