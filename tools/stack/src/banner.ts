import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';

/** The demo sign-ins printed by `npm start` (demo mode only). */
export function demoSignIns(): string[] {
  const rows = [
    ['Parent, 3 children', DEMO_USERS.amina],
    ['Parent, 1 child', DEMO_USERS.farah],
    ['Student', DEMO_USERS.hodan],
    ['Teacher', DEMO_USERS.teacher],
    ['Community client', DEMO_USERS.client],
  ] as const;
  const admin = DEMO_USERS.admin;
  return [
    `  District access code: ${DEMO_ACCESS_CODE}`,
    ...rows.map(
      ([label, u]) =>
        `  ${label.padEnd(20)} username ${u.username.padEnd(10)} password ${u.password.padEnd(15)} passcode ${u.passcode}`,
    ),
    `  ${'Administrator'.padEnd(20)} username ${admin.username.padEnd(10)} password ${admin.password.padEnd(15)} at /admin (no access code)`,
  ];
}
