import type { LiveEvent } from '@d742/platform';

/** The page a notification opens: where the thing it is about is shown. */
export function notificationRoute(event: LiveEvent, staff: boolean): string {
  switch (event.type) {
    case 'grade_update':
      return '/grades';
    case 'attendance_alert':
      return '/calendar';
    case 'new_message':
      return staff ? '/staff' : '/messages';
    case 'notification':
      // Conferences are on the family's calendar; a teacher answers them, and sees parents'
      // absence reports, in 'My classes'.
      if (event.topic === 'conference' || event.topic === 'absence_report')
        return staff ? '/staff/classes' : '/calendar';
      return event.topic ? '/alerts' : '/';
    case 'system_alert':
      switch (event.topic) {
        case 'behavior_report':
        case 'health_alert':
          return '/alerts';
        case 'conference':
          return staff ? '/staff' : '/calendar';
        case 'absence_report':
          return '/staff';
        default:
          return '/';
      }
  }
}
