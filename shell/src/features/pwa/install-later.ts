/** Until when (ms since epoch) this device keeps the install banner away after "Later". */
export const INSTALL_LATER_KEY = 'd742.installLaterUntil';

/** How long "Later" is remembered on this device (decision 033). */
export const INSTALL_LATER_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Whether "Later" was chosen on this device less than 14 days ago. A value that is not a time, or
 * lies further ahead than 14 days (a clock put back), is not honoured; storage that cannot be read
 * counts as not remembered.
 */
export function installLaterRemembered(now: number = Date.now()): boolean {
  try {
    const until = Number(localStorage.getItem(INSTALL_LATER_KEY));
    return until > now && until - now <= INSTALL_LATER_MS;
  } catch {
    return false;
  }
}

/** Remembers "Later" for 14 days; without storage it lasts only for this page load. */
export function rememberInstallLater(now: number = Date.now()): void {
  try {
    localStorage.setItem(INSTALL_LATER_KEY, String(now + INSTALL_LATER_MS));
  } catch {
    // Storage disabled or full: the banner is hidden until the next page load, as before.
  }
}
