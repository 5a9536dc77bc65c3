import type { ServerLiveMessage } from './live';

type LiveEvent = Exclude<ServerLiveMessage, { type: 'auth_success' }>;

/**
 * The page a notification opens: where the thing it is about is shown. One rule for the shell's
 * notification centre and for the delivery service's push and email links (decision 021).
 */
export function notificationRoute(event: LiveEvent, staff: boolean): string {
  switch (event.type) {
    case 'grade_update':
      return '/grades';
    case 'attendance_alert':
      return '/calendar';
    case 'new_message': {
      // The conversation itself when the event names it (any message id of a thread opens it).
      const thread = event.threadId ? encodeURIComponent(event.threadId) : null;
      if (staff) return thread ? `/staff/inbox?thread=${thread}` : '/staff/inbox';
      return thread ? `/messages/${thread}` : '/messages';
    }
    case 'notification':
    case 'system_alert':
      switch (event.topic) {
        case 'behavior_report':
        case 'health_alert':
          return '/alerts';
        case 'conference':
          return staff ? '/staff/classes' : '/calendar';
        case 'absence_report':
          return '/staff/classes';
        default:
          return '/';
      }
  }
}
