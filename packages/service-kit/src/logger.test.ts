import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger()', () => {
  it('redacts secrets at the top level, one level down and in headers', () => {
    const { lines, stream } = capture();
    const logger = createLogger('test', 'info', stream);
    logger.info(
      {
        password: 'hunter2',
        body: {
          passcode: '1234',
          ssn: '123-45-6789',
          dateOfBirth: '2015-01-01',
          accessCode: 'DISTRICT742',
          name: 'Amina',
        },
        req: { headers: { authorization: 'Bearer x', cookie: 'd742_sid=abc' } },
        res: { headers: { 'set-cookie': 'd742_sid=abc' } },
      },
      'hello',
    );
    const output = lines.join('');
    for (const secret of [
      'hunter2',
      '1234',
      '123-45-6789',
      '2015-01-01',
      'DISTRICT742',
      'Bearer x',
      'd742_sid=abc',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('Amina');
    expect(JSON.parse(output)).toMatchObject({
      name: 'test',
      msg: 'hello',
      password: '[redacted]',
    });
  });
});
