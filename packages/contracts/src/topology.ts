/**
 * Names, ports, paths and codes that more than one part of the portal must agree on
 * (docs/decisions/001). Each is written here once; everything else imports it.
 */

export const SERVICE_NAMES = [
  'identity',
  'academics',
  'messaging',
  'voice',
  'reports',
  'delivery',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const REMOTE_NAMES = ['academics', 'messaging', 'voice', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Default ports; every one is overridable by environment. */
export const DEFAULT_PORTS = {
  gateway: 8080,
  services: {
    identity: 4101,
    academics: 4102,
    messaging: 4103,
    voice: 4104,
    reports: 4105,
    delivery: 4106,
  } satisfies Record<ServiceName, number>,
  remotes: {
    academics: 3001,
    messaging: 3002,
    voice: 3003,
    reports: 3004,
  } satisfies Record<RemoteName, number>,
  /** The embedded database of `npm start` (tests use any free port). */
  database: 27117,
} as const;

/** Cookies the identity service sets and the gateway reads. */
export const COOKIE_NAMES = {
  session: 'd742_sid',
  access: 'd742_access',
  device: 'd742_device',
  client: 'd742_client',
} as const;
export const SESSION_COOKIE = COOKIE_NAMES.session;

/** Where the gateway routes every service call (`API_ROUTES` paths all start with it). */
export const API_PATH = '/api';

/** The live channel's path on the gateway and its close codes. */
export const LIVE_PATH = '/ws';
export const LIVE_CLOSE = {
  goingAway: 1001,
  serverError: 1011,
  /** No live session behind the socket's cookie. */
  notSignedIn: 4401,
  /** The client's `auth` names somebody other than the session's user. */
  forbidden: 4403,
} as const;
/** Close codes after which reconnecting cannot help until the person signs in again. */
export const LIVE_SESSION_REJECTED = [LIVE_CLOSE.notSignedIn, LIVE_CLOSE.forbidden] as const;

/**
 * What each remote exposes (its `./Name` modules). The remotes' build configs and every
 * `<RemoteModule remote expose>` are typed by this list, so a typo fails the build.
 */
export const REMOTE_EXPOSES = {
  academics: ['GradesPage', 'CalendarPage', 'HomeworkPage', 'DashboardPanel', 'StaffClasses'],
  messaging: ['MessagesPage', 'StaffInbox', 'StaffCompose'],
  voice: ['VoiceChat', 'VoiceTranslator', 'VoiceMessageRecorder', 'ListenButton'],
  reports: ['AlertsPage', 'ReportGenerator', 'SchoolConnections', 'StaffReports'],
} as const satisfies Record<RemoteName, readonly string[]>;
export type RemoteExpose<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
