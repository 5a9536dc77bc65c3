import { ArgumentError, parseArgs } from './args';
import { refusal, SQLITE_MAX_STUDENTS } from './generate';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('parseArgs(argv)', () => {
  it('should read every option, with defaults for seed and year', () => {
    expect(
      parseArgs(
        [
          '--students',
          '1000',
          '--seed',
          'abc',
          '--year=2024',
          '--mongodb-uri',
          'mongodb://127.0.0.1:27017',
          '--force',
          '--validate',
          '--report',
          '/tmp/run.json',
        ],
        NOW,
      ),
    ).toEqual({
      students: 1000,
      seed: 'abc',
      year: 2024,
      mongodbUri: 'mongodb://127.0.0.1:27017',
      report: '/tmp/run.json',
      force: true,
      validate: true,
      help: false,
    });
    expect(parseArgs(['--students=20'], NOW)).toMatchObject({
      seed: '742',
      year: 2026,
      force: false,
      validate: false,
      report: undefined,
    });
    expect(parseArgs(['--students=20'], new Date('2027-03-01T00:00:00Z')).year).toBe(2026);
  });

  it.each([
    [[], /--students is required/],
    [['--students', '0'], /--students must be a whole number from 1 to 100,000, not "0"/],
    [['--students', '12.5'], /--students must be a whole number/],
    [['--students', '100001'], /--students must be a whole number/],
    [['--students', '-5'], /--students needs a value|--students must be/],
    [['--students'], /--students needs a value/],
    [['--students', '--force'], /--students needs a value/],
    [['--students', '10', '--year', '99'], /--year must be a year from 2000 to 2100/],
    [['--students', '10', '--seed', 'a b'], /--seed must be/],
    [['--students', '10', '--mongodb-uri', 'http://x'], /--mongodb-uri must be a mongodb:\/\//],
    [['--students', '10', '--colour', 'red'], /unknown argument "--colour"/],
    [['--students', '10', '--report'], /--report needs a value/],
  ])('should refuse %j with a clear message', (argv, message) => {
    expect(() => parseArgs(argv as string[], NOW)).toThrow(ArgumentError);
    expect(() => parseArgs(argv as string[], NOW)).toThrow(message);
  });
});

describe('refusal(backend, students, force)', () => {
  it('should refuse more than 1,000 students on FerretDB with SQLite, naming the measured reason', () => {
    expect(refusal('ferretdb-sqlite', SQLITE_MAX_STUDENTS, false)).toBeNull();
    const message = refusal('ferretdb-sqlite', SQLITE_MAX_STUDENTS + 1, false);
    expect(message).toMatch(/Refusing 1,001 students on FerretDB with its SQLite backend/);
    expect(message).toMatch(/one child's grades took 3\.5-8 s/);
    expect(message).toMatch(/--force/);
  });

  it('should let --force, MongoDB and FerretDB on PostgreSQL through', () => {
    expect(refusal('ferretdb-sqlite', 10_000, true)).toBeNull();
    expect(refusal('mongodb', 10_000, false)).toBeNull();
    expect(refusal('ferretdb-postgresql', 10_000, false)).toBeNull();
  });
});
