/** Reads that more than one part of this remote refreshes (conferences change both). */
export const EVENTS_URL = '/api/events';
export const UPDATES_URL = '/api/updates';
export const STAFF_CLASSES_URL = '/api/staff/classes';
