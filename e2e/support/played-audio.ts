import type { Page } from '@playwright/test';

/** Counts audio the page really played to its end (the browser decoded and ran it). */
const COUNT_PLAYED_AUDIO = `
  window.playedAudio = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    this.addEventListener('ended', () => { window.playedAudio += 1; }, { once: true });
    return play.call(this);
  };
`;

/** Before the page loads: count every audio played to its end. */
export const countPlayedAudio = (page: Page) => page.addInitScript({ content: COUNT_PLAYED_AUDIO });
export const playedAudio = (page: Page) => page.evaluate<number>('window.playedAudio');
