import { isCachedApiPath } from './cache-names';
import { readPushPayload, samePath } from './push-payload';

const ORIGIN = 'https://portal.example';

describe('readPushPayload(text, origin)', () => {
  it('reads {title, body, url, tag, lang}', () => {
    const text = JSON.stringify({
      title: 'Fariin cusub',
      body: 'Macallinka ayaa kuu soo diray fariin',
      url: '/messages?thread=t1',
      tag: 'message-t1',
      lang: 'so',
    });
    expect(readPushPayload(text, ORIGIN)).toEqual({
      title: 'Fariin cusub',
      body: 'Macallinka ayaa kuu soo diray fariin',
      url: '/messages?thread=t1',
      tag: 'message-t1',
      lang: 'so',
    });
  });

  it('still shows something for a broken or empty payload', () => {
    expect(readPushPayload('not json', ORIGIN)).toEqual({
      title: 'District 742',
      body: 'not json',
      url: '/',
      lang: 'so',
    });
    expect(readPushPayload(null, ORIGIN)).toMatchObject({ title: 'District 742', url: '/' });
    expect(readPushPayload('[1,2]', ORIGIN)).toMatchObject({ body: '', lang: 'so' });
  });

  it('keeps English only when the payload says en', () => {
    expect(readPushPayload('{"lang":"en"}', ORIGIN).lang).toBe('en');
    expect(readPushPayload('{"lang":"fr"}', ORIGIN).lang).toBe('so');
  });
});

describe('samePath(url, origin): a notification opens only pages of the portal', () => {
  it.each([
    ['/grades', '/grades'],
    ['/messages?thread=1#last', '/messages?thread=1#last'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    [`${ORIGIN}/grades`, '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
    [42, '/'],
  ])('%s -> %s', (url, path) => expect(samePath(url, ORIGIN)).toBe(path));
});

describe('isCachedApiPath(pathname)', () => {
  it.each(['/api/students', '/api/grades', '/api/messages', '/api/user/profile', '/api/modules'])(
    'keeps the family reading %s offline',
    (p) => expect(isCachedApiPath(p)).toBe(true),
  );
  it.each(['/api/auth/session', '/api/push/public-key', '/api/admin/remotes', '/mfe/x', '/'])(
    'never keeps %s',
    (p) => expect(isCachedApiPath(p)).toBe(false),
  );
});
