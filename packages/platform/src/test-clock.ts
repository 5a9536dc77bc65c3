/**
 * Freezes Date at `at` and leaves every timer real, so React, Testing Library and user-event run
 * as usual while the date rules see a fixed clock. Undo with jest.useRealTimers().
 */
export function fixClock(at: Date): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Radix Select uses pointer capture and scrolling, which jsdom does not implement. */
export function allowRadixSelect(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
