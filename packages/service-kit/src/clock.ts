/**
 * The one notion of "now" in every service. Apps take it through their deps so tests can pin or
 * move time; code that needs epoch milliseconds calls `clock().getTime()`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
