import type { ServerLiveMessage } from './live';
import { notificationRoute } from './notification-route';

type LiveEvent = Exclude<ServerLiveMessage, { type: 'auth_success' }>;

const about = (topic?: string): LiveEvent =>
  ({ type: 'notification', title: 't', message: 'm', ...(topic ? { topic } : {}) }) as LiveEvent;

describe('notificationRoute(event, staff)', () => {
  it.each<[string, LiveEvent, boolean, string]>([
    ['a grade', { type: 'grade_update', subject: 'Math', grade: 'A' }, false, '/grades'],
    ['an absence', { type: 'attendance_alert', message: 'Absent' }, false, '/calendar'],
    ['a message to a parent', { type: 'new_message', senderName: 'Ms. J' }, false, '/messages'],
    ['a message to a teacher', { type: 'new_message', senderName: 'Amina' }, true, '/staff/inbox'],
    [
      'a reply in a parent’s conversation',
      { type: 'new_message', senderName: 'Ms. J', threadId: '64f000000000000000000001' },
      false,
      '/messages/64f000000000000000000001',
    ],
    [
      'a reply in a teacher’s conversation',
      { type: 'new_message', senderName: 'Amina', threadId: '64f000000000000000000001' },
      true,
      '/staff/inbox?thread=64f000000000000000000001',
    ],
    ['a health alert', about('health_alert'), false, '/alerts'],
    ['a behavior report', about('behavior_report'), false, '/alerts'],
    ['a conference offer to a parent', about('conference'), false, '/calendar'],
    ['a booked conference for a teacher', about('conference'), true, '/staff/classes'],
    ["a parent's absence report", about('absence_report'), true, '/staff/classes'],
    ['a notice about nothing in particular', about(), false, '/'],
  ])('opens the page of %s', (_what, event, staff, route) => {
    expect(notificationRoute(event, staff)).toBe(route);
  });
});
