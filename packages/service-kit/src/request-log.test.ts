import { Writable } from 'node:stream';
import Koa from 'koa';
import request from 'supertest';
import { createLogger } from './logger';
import { requestLog } from './request-log';

function appLoggingTo(lines: string[], status: number): Koa {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = new Koa();
  app.use(requestLog(createLogger('test', 'info', stream)));
  app.use((ctx) => {
    ctx.status = status;
    ctx.body = { error: 'x' };
  });
  return app;
}

const levels = (lines: string[]) => lines.map((l) => (JSON.parse(l) as { level: number }).level);

describe('requestLog(logger)', () => {
  it('should log a server failure as an error with the request id', async () => {
    const lines: string[] = [];
    const res = await request(appLoggingTo(lines, 500).callback()).get('/boom');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(levels(lines)).toEqual([50]);
    expect(lines[0]).toContain(res.headers['x-request-id']);
  });

  it('should log a feature that is not built yet (501) and client errors as ordinary requests', async () => {
    const lines: string[] = [];
    await request(appLoggingTo(lines, 501).callback()).get('/later');
    await request(appLoggingTo(lines, 404).callback()).get('/missing');
    expect(levels(lines)).toEqual([30, 30]);
  });
});
