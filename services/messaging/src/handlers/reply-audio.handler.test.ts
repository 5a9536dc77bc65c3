import { requestedRange } from './reply-audio.handler';

describe('requestedRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ])('should read %s of 1000 bytes as %j', (header, expected) => {
    expect(requestedRange(header, 1000)).toEqual(expected);
  });
});
