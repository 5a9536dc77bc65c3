import { ferretGcEnv } from './start-ferretdb';

describe('ferretGcEnv()', () => {
  it('gives FerretDB a collection at ten times the live heap, within 512 MiB, unless it is set', () => {
    expect(ferretGcEnv({})).toEqual({ GOGC: '1000', GOMEMLIMIT: '512MiB' });
    expect(ferretGcEnv({ GOGC: ' ' })).toEqual({ GOGC: '1000', GOMEMLIMIT: '512MiB' });
    expect(ferretGcEnv({ GOGC: '100', GOMEMLIMIT: 'off' })).toEqual({
      GOGC: '100',
      GOMEMLIMIT: 'off',
    });
  });
});
