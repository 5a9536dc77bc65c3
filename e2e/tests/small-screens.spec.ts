import type { Page, TestInfo } from '@playwright/test';
import {
  type Language,
  chooseLanguage,
  setAccountLanguage,
  settle,
  signInByApi,
} from '../support/axe';
import { DEMO_USERS, expect, shellText, test } from '../support/fixtures';

/**
 * Issue 14: on a 360 px phone, at normal text size and at 200 %, every label of the header and
 * of the bottom navigation is whole, in Somali (whose words run longer) and in English: no label
 * wider or taller than its own box, none cut by its container or the screen, none broken inside a
 * word, none over another.
 *
 * How 200 % is made: Android's font size setting, for a page that opts in with
 * `<meta name="text-scale" content="scale">` (Chrome 146+), becomes the root element's initial
 * font size (16 px × the font scale), so everything sized in rem/em grows and px stays. The test
 * sets exactly that through the browser's default font size (DevTools `Page.setFontSizes`,
 * standard 32 px), not a CSS zoom: icons and borders keep their size as on the phone.
 */

const PHONE = { width: 360, height: 740 };
const TEXT_SCALES = [1, 2] as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Label {
  /** Which label: where it is and its text. */
  name: string;
  text: string;
  box: Box;
  container: Box;
  /** Content wider or taller than the label's own box (scrollWidth/scrollHeight vs client size). */
  overflowX: number;
  overflowY: number;
  /** Words of the label that the layout broke across two lines. */
  brokenWords: string[];
  /** Lines the label takes (nav labels must take one). */
  lines: number;
  ellipsis: boolean;
}

interface Measure {
  viewport: { width: number; height: number };
  documentWidth: number;
  header: Label[];
  nav: Label[];
  navRows: number;
  /** The home's quick actions (none on other pages), each within the list that holds them. */
  quickActions: Label[];
  quickActionColumns: number;
}

/** The little of the DOM the measuring needs (e2e compiles without the DOM library). */
interface DomNode {
  textContent: string | null;
  parentElement: DomElement | null;
}
interface DomElement extends DomNode {
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): Iterable<DomElement>;
  closest(selector: string): DomElement | null;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}
interface Browser {
  document: {
    querySelector(selector: string): DomElement;
    querySelectorAll(selector: string): Iterable<DomElement>;
    createRange(): {
      setStart(node: DomNode, offset: number): void;
      setEnd(node: DomNode, offset: number): void;
      selectNodeContents(node: DomNode): void;
      getClientRects(): Iterable<Box>;
    };
    createTreeWalker(root: DomNode, whatToShow: number): { nextNode(): DomNode | null };
    documentElement: DomElement;
  };
  getComputedStyle(el: DomElement): {
    textOverflow: string;
    overflow: string;
    overflowX: string;
    position: string;
    display: string;
    visibility: string;
    backgroundColor: string;
    borderLeftWidth: string;
    borderRightWidth: string;
    paddingLeft: string;
    paddingRight: string;
  };
  innerWidth: number;
  innerHeight: number;
}

/** What `installWordsOnTwoLines` leaves in the page. */
interface WordLines {
  /** The words of `el`'s text, as `pattern` (global) finds them, that the layout put on two lines. */
  d742WordsOnTwoLines(el: DomElement, pattern: RegExp): string[];
}

/**
 * Runs in the page before its own scripts (an init script of `phone`): `page.evaluate` cannot call a
 * function of this file, and the labels' and the headings' checks both look for broken words.
 */
function installWordsOnTwoLines(): void {
  const { document } = globalThis as unknown as Browser;
  const SHOW_TEXT = 4;
  (globalThis as unknown as WordLines).d742WordsOnTwoLines = (el, pattern) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  };
}

/** Every label of the header and the bottom navigation, measured in the page. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const { document, getComputedStyle, innerWidth, innerHeight, d742WordsOnTwoLines } =
      globalThis as unknown as Browser & WordLines;
    const rect = (el: DomElement): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const lines = (el: DomElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
    };
    const label = (el: DomElement, container: DomElement, name: string): Label => {
      const style = getComputedStyle(el);
      return {
        name,
        text: el.textContent ?? '',
        box: rect(el),
        container: rect(container),
        overflowX: el.scrollWidth - el.clientWidth,
        overflowY: el.scrollHeight - el.clientHeight,
        brokenWords: d742WordsOnTwoLines(el, /\S+/g),
        lines: lines(el),
        ellipsis: style.textOverflow === 'ellipsis' && style.overflow !== 'visible',
      };
    };
    const header = document.querySelector('header.shell-header');
    const headerLabels = [
      ...[...header.querySelectorAll('.shell-header__title')].map((el) =>
        label(el, header, `title "${el.textContent}"`),
      ),
      ...[...header.querySelectorAll('.shell-header__actions .ui-button, .shell-avatar')].map(
        (el) => label(el, header, `button "${el.textContent}"`),
      ),
      ...[...header.querySelectorAll('.shell-count')].map((el) =>
        label(el, header, `bell badge "${el.textContent}"`),
      ),
    ];
    const nav = document.querySelector('nav.shell-nav');
    const items = [...nav.querySelectorAll('.shell-nav__item')];
    const navLabels = items.flatMap((item) =>
      [...item.querySelectorAll('.shell-nav__label, .shell-count')].map((el) =>
        label(el, item, `nav "${el.textContent}"`),
      ),
    );
    const quickList = document.querySelector('.academics-quick-actions');
    const tiles = quickList ? [...quickList.querySelectorAll('.academics-quick-action')] : [];
    return {
      viewport: { width: innerWidth, height: innerHeight },
      documentWidth: document.documentElement.scrollWidth,
      header: headerLabels,
      nav: navLabels,
      navRows: new Set(items.map((el) => Math.round(rect(el).top))).size,
      quickActions: tiles.map((el) => label(el, quickList, `quick action "${el.textContent}"`)),
      quickActionColumns: new Set(tiles.map((el) => Math.round(rect(el).left))).size,
    };
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** What is wrong with these labels, one line each; empty when every label is whole. */
function problems(
  m: Measure,
  labels: Label[],
  oneLine: boolean,
  screen: Box = { left: 0, top: 0, right: m.viewport.width, bottom: m.viewport.height },
): string[] {
  const found = labels.flatMap((l) => [
    ...(l.overflowX > 0 ? [`${l.name} is ${l.overflowX}px wider than its box`] : []),
    ...(l.overflowY > 0 ? [`${l.name} is ${l.overflowY}px taller than its box`] : []),
    ...(inside(l.box, l.container) ? [] : [`${l.name} is cut by its container`]),
    ...(inside(l.box, screen) ? [] : [`${l.name} is cut by the screen`]),
    ...(l.brokenWords.length ? [`${l.name} breaks ${l.brokenWords.join(', ')} inside a word`] : []),
    ...(oneLine && l.lines > 1 ? [`${l.name} takes ${l.lines} lines`] : []),
    ...(l.ellipsis ? [`${l.name} may be cut with an ellipsis`] : []),
  ]);
  for (const [i, a] of labels.entries())
    for (const b of labels.slice(i + 1))
      if (overlap(a.box, b.box)) found.push(`${a.name} overlaps ${b.name}`);
  return found;
}

async function phone(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  scale: number,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
  await context.addInitScript(installWordsOnTwoLines);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Page.enable');
  await devtools.send('Page.setFontSizes', {
    fontSizes: { standard: 16 * scale, fixed: 13 * scale },
  });
  return page;
}

/** A 360 px phone at `scale` text size, signed in as `user` (Amina by default) in `lang`, on `path`. */
async function signedInPhone(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  scale: number,
  lang: Language,
  path: string,
  user: { username: string; password: string } = DEMO_USERS.amina,
): Promise<Page> {
  const page = await phone(browser, baseURL, scale);
  await signInByApi(page, user);
  await setAccountLanguage(page, lang);
  await page.goto(path);
  await chooseLanguage(page, lang);
  return page;
}

/** How wide the page is laid out: wider than the screen means it scrolls sideways. */
function documentWidth(page: Page): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as Browser).document.documentElement.scrollWidth,
  );
}

/**
 * Tabs a parent would not see: past the screen's sides, or outside their own tab list (clipped by
 * it, or scrolled out of sight within it, as the alerts page's last tabs were in Somali).
 */
function tabsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const { document } = globalThis as unknown as Browser;
    const found: string[] = [];
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
      const inside = (outer: { left: number; right: number }) =>
        box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
      if (!inside({ left: 0, right: screenWidth }) || !inside(list))
        found.push(
          `"${tab.textContent?.trim()}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
    }
    return found;
  }, PHONE.width);
}

/**
 * Text that runs out of the box a parent sees around it: past the sides of the nearest ancestor
 * with a background or a side border (a card, an item, a badge's row, a warning box). Text inside
 * something that scrolls or is positioned on its own (a data table, the bottom navigation) is left
 * out.
 */
function textOutsideItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as Browser;
    const SHOW_TEXT = 4;
    const seen = (el: DomElement) => {
      const css = getComputedStyle(el);
      return (
        css.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(css.borderLeftWidth) > 0 ||
        parseFloat(css.borderRightWidth) > 0
      );
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('body'), SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      let box: DomElement | undefined;
      for (let el: DomElement | null = parent; el && !box; el = el.parentElement) {
        const css = getComputedStyle(el);
        if (
          ['fixed', 'absolute'].includes(css.position) ||
          css.overflowX !== 'visible' ||
          css.display === 'none' ||
          css.visibility === 'hidden'
        )
          break;
        if (el !== parent && seen(el)) box = el;
      }
      if (!box) continue;
      const edges = box.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].find(
        (r) => r.right > r.left && (r.left < edges.left - 1 || r.right > edges.right + 1),
      );
      if (out)
        found.push(
          `"${text.slice(0, 40)}" at ${Math.round(out.left)}–${Math.round(out.right)} px, its box ${Math.round(edges.left)}–${Math.round(edges.right)} px`,
        );
    }
    return found;
  });
}

/**
 * Headings that broke a word across two lines although it fits on one of their lines, as
 * "Warbixinna / da" (the alerts page's title) and "toddobaadk / a" (an event's title, squeezed by
 * its card's sides) did at 200 % text in Somali: a heading wraps between words. A word wider than
 * a card's line in the page's column ("Congratulations!" at 200 % on 360 px, in no size that stays
 * above body text) has to break somewhere, and is left out.
 */
function headingsBreakingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document, getComputedStyle, d742WordsOnTwoLines } = globalThis as unknown as Browser &
      WordLines;
    /** A card's two sides within the column at 360 px: the page's gutter (5 vw) each. */
    const CARD_SIDES = 36;
    /** The word's width on one line, in the heading's own font. */
    const unbrokenWidth = (heading: DomElement, word: string) => {
      const probe = (
        document as unknown as {
          createElement(tag: string): DomElement & {
            style: Record<string, string>;
            remove(): void;
          };
        }
      ).createElement('span');
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        whiteSpace: 'nowrap',
      });
      probe.textContent = word;
      (heading as unknown as { append(node: unknown): void }).append(probe);
      const { left, right } = probe.getBoundingClientRect();
      probe.remove();
      return right - left;
    };
    /** The width of the page's column (its main region within its side margins). */
    const columnWidth = (heading: DomElement) => {
      const column = heading.closest('main') ?? document.documentElement;
      const css = getComputedStyle(column);
      return column.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    };
    const found: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      // A hyphen is a place to break ("Af-" / "Soomaaliga"): the parts are the words.
      for (const word of d742WordsOnTwoLines(heading, /[^\s-]+/g)) {
        if (unbrokenWidth(heading, word) <= columnWidth(heading) - CARD_SIDES)
          found.push(`"${word}" in "${heading.textContent?.trim()}"`);
      }
    }
    return found;
  });
}

/**
 * What a person would see wrong on this screen: a page wider than it, a tab or text out of sight,
 * a heading's word cut in two.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  const width = await documentWidth(page);
  return [
    ...(width > PHONE.width ? [`is ${width} px wide`] : []),
    ...(await tabsOutOfSight(page)).map((tab) => `tab ${tab}`),
    ...(await textOutsideItsBox(page)).map((text) => `text ${text}`),
    ...(await headingsBreakingWords(page)).map((word) => `heading breaks ${word}`),
  ];
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const lang of ['so', 'en'] as const satisfies readonly Language[]) {
  for (const scale of TEXT_SCALES) {
    test(`header and bottom navigation at 360 px, ${scale * 100} % text, in ${lang === 'so' ? 'Somali' : 'English'}: every label whole`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const page = await signedInPhone(browser, baseURL!, scale, lang, '/grades');
      try {
        await settle(page);
        // The root font size is the text size the person chose.
        await expect(page.locator('html')).toHaveCSS('font-size', `${16 * scale}px`);
        // Amina has unread messages: both badges are shown and measured too.
        await expect(page.locator('.shell-nav .shell-count')).toBeVisible();

        const m = await measure(page);
        await shoot(page, testInfo, `grades-${lang}-${scale * 100}`);
        const { nav } = shellText(lang) as { nav: Record<string, string> };
        expect(m.nav.map((l) => l.text)).toEqual([
          nav.home,
          nav.grades,
          nav.messages,
          expect.stringMatching(/^\d+\+?$/),
          nav.alerts,
          nav.profile,
          nav.more,
        ]);
        expect(m.documentWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(
          PHONE.width,
        );
        expect(problems(m, m.header, false), 'header labels').toEqual([]);
        expect(problems(m, m.nav, true), 'bottom navigation labels').toEqual([]);
        // At normal text size the six items share one row; larger text may take a second row.
        if (scale === 1) expect(m.navRows).toBe(1);
        else expect(m.navRows).toBeLessThanOrEqual(2);

        // The account menu, open, fits the screen with whole words.
        await page.locator('.shell-avatar').click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await shoot(page, testInfo, `account-menu-${lang}-${scale * 100}`);
        const menuBox = (await menu.boundingBox())!;
        expect(menuBox.x).toBeGreaterThanOrEqual(0);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
        for (const item of await menu.getByRole('menuitem').all()) {
          const overflow = await item.evaluate(
            (el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth - el.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }
      } finally {
        await setAccountLanguage(page, DEMO_USERS.amina.language);
        await page.context().close();
      }
    });
  }
}

for (const lang of ['so', 'en'] as const satisfies readonly Language[]) {
  for (const scale of TEXT_SCALES) {
    test(`the home's quick actions at 360 px, ${scale * 100} % text, in ${lang === 'so' ? 'Somali' : 'English'}: every tile whole, within the page`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const page = await signedInPhone(browser, baseURL!, scale, lang, '/');
      try {
        await settle(page);
        const tiles = page.locator('.academics-quick-action');
        await expect(tiles).toHaveCount(5);
        await tiles.last().scrollIntoViewIfNeeded();
        const m = await measure(page);
        await shoot(page, testInfo, `home-quick-actions-${lang}-${scale * 100}`);
        expect(m.documentWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(
          PHONE.width,
        );
        // Whole, inside their list (two fixed columns once pushed one past the screen's edge).
        // Below the first screen, so only the screen's sides are checked.
        const sides: Box = { left: 0, right: PHONE.width, top: -Infinity, bottom: Infinity };
        expect(problems(m, m.quickActions, false, sides), 'quick actions').toEqual([]);
        // Two columns at normal text size; one when the text is twice as large.
        expect(m.quickActionColumns).toBe(scale === 1 ? 2 : 1);
      } finally {
        await setAccountLanguage(page, DEMO_USERS.amina.language);
        await page.context().close();
      }
    });
  }
}

/**
 * Every page a parent or a teacher reaches from the bottom navigation, the tabs and More, and the
 * administrators' dashboard.
 */
const WHOSE_PAGES = [
  {
    who: 'parent',
    user: DEMO_USERS.amina,
    pages: ['/', '/grades', '/messages', '/alerts', '/calendar', '/homework', '/more', '/profile'],
  },
  {
    who: 'teacher',
    user: DEMO_USERS.teacher,
    pages: [
      '/staff',
      '/staff/inbox',
      '/staff/classes',
      '/staff/compose',
      '/staff/reports',
      '/messages',
      '/more',
      '/profile',
    ],
  },
  { who: 'administrator', user: DEMO_USERS.admin, pages: ['/admin'] },
] as const;

for (const { who, user, pages } of WHOSE_PAGES) {
  for (const lang of ['so', 'en'] as const satisfies readonly Language[]) {
    for (const scale of TEXT_SCALES) {
      test(`no ${who}'s page scrolls sideways, hides a tab or lets text out of its box at 360 px and ${scale * 100} % text, in ${lang === 'so' ? 'Somali' : 'English'}`, async ({
        browser,
        baseURL,
      }, testInfo) => {
        const page = await signedInPhone(browser, baseURL!, scale, lang, pages[0], user);
        try {
          const found: string[] = [];
          const check = async (where: string) => {
            const problems = await layoutProblems(page);
            for (const problem of problems) found.push(`${where} ${problem}`);
            if (problems.length)
              await shoot(
                page,
                testInfo,
                `${who}-${lang}-${scale * 100}-${where.replace(/\W/g, '')}`,
              );
          };
          for (const path of pages) {
            await page.goto(path);
            await settle(page);
            await check(path);
            // Each tab's own content too (the alerts page's health alerts are behind a tab).
            const tabs = page.getByRole('tab');
            for (let i = 1; i < (await tabs.count()); i += 1) {
              await tabs.nth(i).click();
              await settle(page);
              await check(`${path} (${(await tabs.nth(i).textContent())?.trim()})`);
            }
          }
          expect(found).toEqual([]);
        } finally {
          await setAccountLanguage(page, user.language);
          await page.context().close();
        }
      });
    }
  }
}

for (const lang of ['so', 'en'] as const satisfies readonly Language[]) {
  test(`the sign-in and sign-up forms do not scroll sideways or let a tab or text out at 360 px and 200 % text, in ${lang === 'so' ? 'Somali' : 'English'}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await phone(browser, baseURL!, 2);
    try {
      await page.context().addCookies([{ name: 'd742_lang', value: lang, url: baseURL! }]);
      await page.goto('/');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await shoot(page, testInfo, `sign-in-${lang}-200`);
      expect(await layoutProblems(page), 'the sign-in form').toEqual([]);
      // The sign-up form too (its tab, its name fields and their labels).
      await page.getByRole('tab').nth(1).click();
      await settle(page);
      await shoot(page, testInfo, `sign-up-${lang}-200`);
      expect(await layoutProblems(page), 'the sign-up form').toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}

test('the staff bottom navigation at 360 px and 200 % text in Somali: every label whole', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await phone(browser, baseURL!, 2);
  await signInByApi(page, DEMO_USERS.teacher);
  await setAccountLanguage(page, 'so');
  await page.goto('/staff');
  await chooseLanguage(page, 'so');
  try {
    await settle(page);
    const m = await measure(page);
    await shoot(page, testInfo, 'staff-so-200');
    expect(m.nav.map((l) => l.text)).toContain('Shaqaalaha');
    expect(problems(m, m.header, false), 'header labels').toEqual([]);
    expect(problems(m, m.nav, true), 'bottom navigation labels').toEqual([]);
  } finally {
    await setAccountLanguage(page, DEMO_USERS.teacher.language);
    await page.context().close();
  }
});
