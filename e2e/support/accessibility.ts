import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe on the page as it is, run inside the page itself (axe's "legacy mode"). By default the
 * Playwright binding opens a blank page of its own for every scan, to gather the results of
 * cross-origin frames, and a new page is a new renderer process: two thirds of a scan's time on the
 * CI machine. The shop's pages have no cross-origin frame in these tests (Stripe's card field, the
 * only one, is not set up here), so nothing goes unscanned (docs/testing.md, "The browser tests").
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Runs axe's default rule set (WCAG 2.x A and AA plus its best practices) over the page as it is
 * now, open dialogs, menus and error messages included, and expects no serious or critical
 * violation. Soft, so one test reports every state it scans.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  await animationsFinished(page);
  // Only violations are reported in detail; passes and the rest are merely counted, which is faster.
  const results = await axeScan(page)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes
        .filter((node) => !isLeavingToast(node.html))
        .map((node) => `${node.html.slice(0, 160)} — ${node.any[0]?.message ?? node.failureSummary ?? ''}`),
    }))
    .filter((violation) => violation.elements.length > 0);
  expect.soft(blocking, `serious or critical accessibility violations on ${state}`).toEqual([]);
}

/**
 * A toast that closed itself while axe was reading the page (react-toastify marks it data-in="false"
 * as it fades out): a frame of its fade, gone a moment later, not what a visitor reads. On a busy
 * machine its auto-close can fall inside the scan, after the animations were waited for.
 */
const isLeavingToast = (html: string) => html.includes('Toastify__toast') && html.includes('data-in="false"');

/**
 * Waits for the transitions under way (a dialog fading in, a slide moving) to end, so axe judges
 * the colours the visitor ends up with rather than a frame of the fade. Endless animations (a
 * spinner) are left alone, and a toast's countdown bar is not waited for beyond a second.
 */
function animationsFinished(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
}

/** One place the focus stopped at on a walk with Tab, as the visitor sees it. */
export type FocusStop = {
  /** Tag and name, e.g. `button "Open menu"`. */
  control: string;
  /** Something shows where the focus is: a ring around it (or its label), or a change of colour. */
  hasFocusIndicator: boolean;
  /** In the window and not covered by something else. */
  isVisible: boolean;
};

type WalkOptions = {
  /** Walks only this part of the page (a menu): the walk ends when the focus leaves it. */
  within?: Locator;
};

/** More stops than the longest page has controls (Make Admin lists every account). */
const MAX_STOPS = 1_000;

type WalkResult = { stops: FocusStop[]; unreached: string[] };

declare global {
  interface Window {
    __tabWalk?: {
      reached: Set<Element>;
      before: Map<Element, string>;
      container: Element | null;
      last?: Element;
    };
  }
}

/**
 * Walks the page with Tab until the focus comes round to a control it has already been on, and
 * returns where it stopped and which visible controls it never reached. Only real key presses
 * move the focus.
 */
async function walkWithTab(page: Page, { within }: WalkOptions = {}): Promise<WalkResult> {
  const container = within ? await within.elementHandle() : null;
  // A dialog that slides in, or a menu that fades in, is walked once it is in place.
  await animationsFinished(page);
  await page.evaluate(startWalk, { controls: CONTROLS, container });
  const stops: FocusStop[] = [];
  let stopsOnNothing = 0;
  for (let press = 0; press < MAX_STOPS; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus, TRANSIENT);
    if (stop === 'inside') continue;
    if (stop === null) {
      // Past the last control the focus leaves the page once, then starts again at the top.
      stopsOnNothing += 1;
      if (stopsOnNothing > 1) break;
      continue;
    }
    if (stop === 'again' || stop === 'left') break;
    stopsOnNothing = 0;
    stops.push(stop);
  }
  const unreached = await page.evaluate(findUnreached, CONTROLS);
  return { stops, unreached };
}

/**
 * The keyboard check of a page in its current state: Tab reaches every visible control, and at
 * every stop the control is in view and shows that it has the focus.
 */
export async function expectKeyboardReachable(
  page: Page,
  state: string,
  options: WalkOptions = {},
): Promise<FocusStop[]> {
  const { stops, unreached } = await walkWithTab(page, options);
  expect.soft(unreached, `controls Tab never reaches on ${state}`).toEqual([]);
  expect
    .soft(
      stops.filter((stop) => !stop.hasFocusIndicator).map((stop) => stop.control),
      `controls without a visible focus indicator on ${state}`,
    )
    .toEqual([]);
  expect
    .soft(
      stops.filter((stop) => !stop.isVisible).map((stop) => stop.control),
      `controls out of sight while focused on ${state}`,
    )
    .toEqual([]);
  return stops;
}

/**
 * Waits out react-hook-form's second focus of the first invalid field: after an invalid submit its
 * handleSubmit focuses it at once and again on the next task (a `setTimeout`). On a loaded machine
 * that task can run after the first few typed characters have made the field valid, and then it
 * focuses the next invalid field mid-word. A task queued now runs after it.
 */
export async function settleInvalidSubmit(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user gets to it. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = MAX_STOPS } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, `reached with ${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({
    timeout: 1,
  });
}

// The functions below run in the page.

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';
/**
 * Toasts: a status message that closes itself after a few seconds. It may cover a control while
 * it shows, and may leave in the middle of a walk, so neither counts as out of sight.
 */
const TRANSIENT = '.Toastify';

/** Records each control's look before it has the focus, to compare with its look when focused. */
function startWalk({ controls, container }: { controls: string; container: Element | null }) {
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.borderColor, style.boxShadow, style.textDecorationLine].join('|');
  };
  const before = new Map<Element, string>();
  for (const element of document.querySelectorAll(controls)) {
    if (element !== document.activeElement) before.set(element, look(element));
  }
  window.__tabWalk = { reached: new Set(), before, container };
}

async function inspectFocus(transient: string): Promise<FocusStop | 'again' | 'inside' | 'left' | null> {
  const walk = window.__tabWalk!;
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  if (walk.container && !walk.container.contains(element)) return 'left';
  if (walk.reached.has(element)) {
    // A date input's month, day and year are Tab stops of one element: the walk goes on through them.
    const isDateInput =
      element instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type);
    return element === walk.last && isDateInput ? 'inside' : 'again';
  }
  walk.reached.add(element);
  walk.last = element;

  const describe = (target: Element) => {
    const labelledBy = target.getAttribute('aria-labelledby');
    const name =
      target.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      ((target as HTMLInputElement).labels?.[0]?.textContent || null) ??
      ((target as HTMLElement).innerText || null) ??
      target.getAttribute('placeholder') ??
      '';
    const type = target.getAttribute('type');
    return `${target.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 80)}"`;
  };
  const alpha = (colour: string) => {
    const context = document.createElement('canvas').getContext('2d')!;
    // A colour the canvas cannot read leaves this transparent: no ring, rather than a ring in black.
    context.fillStyle = 'transparent';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    return context.getImageData(0, 0, 1, 1).data[3]!;
  };
  const isSeen = (target: Element) => {
    const box = target.getBoundingClientRect();
    return (
      target.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0
    );
  };
  const hasRing = (target: Element) => {
    const style = getComputedStyle(target);
    return (
      style.outlineStyle !== 'none' &&
      (style.outlineStyle === 'auto' || parseFloat(style.outlineWidth) >= 1) &&
      alpha(style.outlineColor) > 0
    );
  };

  // Not entirely hidden (WCAG 2.4.11): some of it is in the window, and at one of five points of
  // that part (its middle and near its corners) the control itself is on top, not a cover. Judged
  // first, before anything is awaited: a toast may leave in the meantime.
  const box = element.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, innerHeight);
  const isInWindow = box.width > 0 && box.height > 0 && left < right && top < bottom;
  const inset = (from: number, to: number) => Math.min(2, (to - from) / 2);
  const points: [number, number][] = isInWindow
    ? [
        [(left + right) / 2, (top + bottom) / 2],
        [left + inset(left, right), top + inset(top, bottom)],
        [right - inset(left, right), top + inset(top, bottom)],
        [left + inset(left, right), bottom - inset(top, bottom)],
        [right - inset(left, right), bottom - inset(top, bottom)],
      ]
    : [];
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  const isTransient = element.closest(transient) !== null;
  const isVisible =
    isTransient ||
    hits.some(
      (hit) =>
        hit !== null && (hit === element || element.contains(hit) || hit.contains(element) || !!hit.closest(transient)),
    );
  const cover = hits[0];
  const whereItIs = !isInWindow
    ? ` outside the window at (${Math.round(box.left)}, ${Math.round(box.top)})`
    : ` under ${cover ? `${cover.tagName.toLowerCase()}.${String(cover.className).split(' ').slice(0, 3).join('.')}` : 'nothing'}`;

  // A ring on the control, or on the label or box that draws it (a star that stands for a radio).
  // A toast that is leaving (fading, folding up) is judged by its ring alone, as its visibility is.
  let hasFocusIndicator = false;
  for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth += 1) {
    if (hasRing(node) && (isSeen(node) || isTransient)) {
      hasFocusIndicator = true;
      break;
    }
  }
  // Or its colours change (a background that darkens), once any transition has run.
  const lookBefore = walk.before.get(element);
  if (!hasFocusIndicator && lookBefore !== undefined) {
    await Promise.all(
      element
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const style = getComputedStyle(element);
    const look = [style.backgroundColor, style.color, style.borderColor, style.boxShadow, style.textDecorationLine];
    hasFocusIndicator = look.join('|') !== lookBefore;
  }

  return { control: describe(element) + (isVisible ? '' : whereItIs), hasFocusIndicator, isVisible };
}

/**
 * Visible, enabled controls in the Tab order that the walk did not reach; a radio group counts as
 * reached through any of its radios. With a modal dialog open only the dialog counts (the page
 * behind it is inert), and with a container only the container.
 */
function findUnreached(controls: string): string[] {
  const walk = window.__tabWalk!;
  const scope: ParentNode = walk.container ?? document.querySelector('dialog:modal') ?? document;
  const groupOf = (radio: HTMLInputElement) => `${radio.form?.id ?? ''}/${radio.name}`;
  const reachedGroups = new Set(
    [...walk.reached]
      .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio')
      .map(groupOf),
  );
  // A control the page replaced by its twin after the walk had been on it (home's question form,
  // redrawn the same once its code has loaded, ADR 065) was reached: its twin is the same control.
  const twinOf = (element: Element) =>
    [
      element.tagName,
      element.getAttribute('type'),
      element.getAttribute('name'),
      element.textContent?.trim(),
      element.closest('form')?.getAttribute('aria-label'),
    ].join('|');
  const replaced = new Set([...walk.reached].filter((element) => !element.isConnected).map(twinOf));
  const unreached: string[] = [];
  for (const element of scope.querySelectorAll(controls)) {
    if (walk.reached.has(element) || replaced.has(twinOf(element)) || (element as HTMLElement).tabIndex < 0) continue;
    if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && reachedGroups.has(groupOf(element)))
      continue;
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim();
    unreached.push(`${element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').slice(0, 80)}"`);
  }
  return unreached;
}
