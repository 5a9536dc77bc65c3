import type { RemoteExpose, RemoteName } from '@d742/contracts';

export interface StaffSection<R extends RemoteName = RemoteName> {
  /** Under /staff. */
  path: string;
  labelKey: string;
  remote: R;
  expose: RemoteExpose<R>;
}

/**
 * The staff workspace's sections. Each is a module its domain's remote exposes, so the teams
 * still ship alone; the shell only hosts them. The first is where /staff opens.
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { path: 'classes', labelKey: 'staff.nav.classes', remote: 'academics', expose: 'StaffClasses' },
  { path: 'inbox', labelKey: 'staff.nav.inbox', remote: 'messaging', expose: 'StaffInbox' },
  { path: 'compose', labelKey: 'staff.nav.compose', remote: 'messaging', expose: 'StaffCompose' },
  { path: 'reports', labelKey: 'staff.nav.reports', remote: 'reports', expose: 'StaffReports' },
];
