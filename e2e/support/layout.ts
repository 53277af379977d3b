import type { Page } from '@playwright/test';

/** One thing a person would see go wrong on a small screen, with the control (or text) it happens to. */
export interface LayoutProblem {
  kind: 'overlap' | 'off-screen' | 'clipped' | 'covered' | 'placeholder' | 'small-target';
  /** The control, as "header link 'Search'" or "main button 'Add to Wishlist'". */
  what: string;
  detail: string;
}

/** What the check looks at and what it allows, passed into the page. */
interface Settings {
  /** How far the page is scrolled for each look at the floating button, as fractions of the scrollable height. */
  stops: number[];
  /** The smallest tap target of a header control, in CSS pixels. */
  minTarget: number;
  /** The phone's width in CSS pixels (a phone browser widens its layout to fit a page that overflows). */
  screenWidth: number;
  /** Whether an open dialog's controls (the chat panel) are looked at too. */
  dialog: boolean;
}

/**
 * Looks at the page as it is laid out now: the header's and the main area's controls (links, buttons, fields and
 * the like), each with its box and the box of every line of its text (measured by a Range, so text that runs out
 * of its control is seen where it is drawn, not where the control's box ends). Finds:
 * - `overlap`: two controls (or one's text and another) sharing pixels, in the header, in the main area or (asked
 *   with `dialog: true`) in an open dialog (the chat panel, the whole screen on a phone);
 * - `off-screen`: the page wider than the screen, or a control or its text reaching past the screen's left or right
 *   edge (unless it sits in a container that scrolls sideways, where it can be scrolled to);
 * - `clipped`: a control's, a heading's or the hero's text cut off by a box that hides its overflow (an ellipsis, a
 *   clipped header, a hero too short for its title);
 * - `placeholder`: a field's placeholder wider than the field;
 * - `small-target`: a header control under the tap size;
 * - `covered`: the floating button (a fixed control outside the header and the main area) over a control, its text
 *   or a card's text, looked at with the page scrolled to each of `stops`; and a bottom bar (`data-action-bar`, a
 *   listing's actions) over anything of the main area with the page scrolled to its end, where room is kept for it.
 * The page is scrolled back to the top at the end.
 */
export async function layoutProblems(
  page: Page,
  { dialog: withDialog = false }: { dialog?: boolean } = {},
): Promise<LayoutProblem[]> {
  const screenWidth = page.viewportSize()?.width ?? 360;
  const settings: Settings = { stops: [0, 0.5, 1], minTarget: 44, screenWidth, dialog: withDialog };
  return page.evaluate(async ({ stops, minTarget, screenWidth, dialog: lookAtDialog }: Settings) => {
    type Problem = { kind: string; what: string; detail: string };
    interface Box {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    interface Control {
      element: Element;
      what: string;
      /** `bar`: a bar fixed at the screen's bottom inside the main area (a listing's actions, `data-action-bar`). */
      region: 'header' | 'main' | 'bar' | 'dialog';
      /** The box that must stay clear (a field's content box, so a button inside its padding is fine). */
      box: Box;
      texts: Box[];
    }
    const INTERACTIVE =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [tabindex]:not([tabindex="-1"])';
    const TAP_TARGET =
      'a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch]';
    const TOLERANCE = 1;
    const problems: Problem[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) {
        style = getComputedStyle(element);
        styles.set(element, style);
      }
      return style;
    };
    // Two frames after a scroll, for what it moves; at most a second, since headless Chromium on a busy machine may
    // stop drawing a page after its viewport changes, and the reads below lay the page out themselves.
    const frames = () =>
      new Promise<void>((resolve) => {
        const atMost = setTimeout(resolve, 1000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(atMost);
            setTimeout(resolve, 30);
          }),
        );
      });

    const header = document.querySelector('header');
    const main = document.querySelector('main');
    const dialog = lookAtDialog ? document.querySelector('[role="dialog"]') : null;

    // A transparent control laid over its drawing (the language select over the globe) counts where it lies;
    // what the page hides from everyone (a slide not showing, the stepped-aside button) does not.
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"]') &&
      element.getBoundingClientRect().width > 1 &&
      element.getBoundingClientRect().height > 1;
    const fromRect = (rect: DOMRect): Box => ({
      left: rect.left,
      right: rect.right,
      top: rect.top,
      bottom: rect.bottom,
    });
    const overlaps = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
    const describe = (element: Element, region: string) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
        '';
      const placeholder = element.getAttribute('placeholder') ?? element.getAttribute('name') ?? '';
      return `${region} ${element.tagName.toLowerCase()} '${label || placeholder}'`;
    };
    const contentBox = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      if (!element.matches('input, textarea, select')) return fromRect(rect);
      const style = getComputedStyle(element);
      const px = (value: string) => Number.parseFloat(value) || 0;
      return {
        left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
        right: rect.right - px(style.borderRightWidth) - px(style.paddingRight),
        top: rect.top + px(style.borderTopWidth) + px(style.paddingTop),
        bottom: rect.bottom - px(style.borderBottomWidth) - px(style.paddingBottom),
      };
    };
    /** The boxes of every drawn line of text inside `element`. */
    const textBoxes = (element: Element): Box[] => {
      const boxes: Box[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Words for screen readers only (a 1 px box that hides its overflow) are not drawn.
        const holder = parent.getBoundingClientRect();
        if ((holder.width <= 1 || holder.height <= 1) && styleOf(parent).overflow === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 1 && rect.height > 1) boxes.push(fromRect(rect));
      }
      return boxes;
    };
    const scrollsSideways = (element: Element) => {
      const overflow = styleOf(element).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    /** Inside a box that scrolls sideways: what is past the screen there can be scrolled to. */
    const inSideScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement)
        if (scrollsSideways(at)) return true;
      return false;
    };
    /** The boxes of the ancestors that cut off what overflows them, per axis. */
    const clippers = (element: Element) => {
      const found: { element: Element; box: Box; x: boolean; y: boolean }[] = [];
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = styleOf(at);
        const x = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const y = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (x || y) found.push({ element: at, box: fromRect(at.getBoundingClientRect()), x, y });
      }
      return found;
    };

    /** The first of `texts` cut off by a box around `element` that hides its overflow, with that box. */
    const cutText = (element: Element, texts: Box[]) => {
      for (const clipper of clippers(element)) {
        const cut = texts.find(
          (box) =>
            (clipper.x &&
              (box.left < clipper.box.left - TOLERANCE || box.right > clipper.box.right + TOLERANCE)) ||
            (clipper.y &&
              (box.top < clipper.box.top - TOLERANCE || box.bottom > clipper.box.bottom + TOLERANCE)),
        );
        if (cut) return { cut, clipper };
      }
      return undefined;
    };
    const clippedDetail = ({ cut, clipper }: { cut: Box; clipper: { element: Element; box: Box } }) =>
      `text ${Math.round(cut.left)}–${Math.round(cut.right)} × ${Math.round(cut.top)}–${Math.round(cut.bottom)} cut by a ${clipper.element.tagName.toLowerCase()} box ${Math.round(clipper.box.left)}–${Math.round(clipper.box.right)} × ${Math.round(clipper.box.top)}–${Math.round(clipper.box.bottom)}`;

    const collect = (): Control[] => {
      const controls: Control[] = [];
      for (const [region, root] of [
        ['header', header],
        ['main', main],
        ['dialog', dialog],
      ] as const) {
        if (!root) continue;
        for (const element of root.querySelectorAll(INTERACTIVE)) {
          if (!shown(element)) continue;
          const where = element.closest('[data-action-bar]') ? 'bar' : region;
          controls.push({
            element,
            what: describe(element, where),
            region: where,
            box: contentBox(element),
            texts: element.matches('select') ? [] : textBoxes(element),
          });
        }
      }
      return controls;
    };

    window.scrollTo(0, 0);
    const placed = collect();
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screenWidth + TOLERANCE)
      problems.push({
        kind: 'off-screen',
        what: 'the page',
        detail: `is ${pageWidth} px wide on a ${screenWidth} px screen`,
      });

    for (const control of placed) {
      // A control that scrolls sideways itself (a photo carousel) holds text past its edge that can be scrolled to.
      const boxes = scrollsSideways(control.element) ? [control.box] : [control.box, ...control.texts];
      if (!inSideScroller(control.element)) {
        const outside = boxes.find((box) => box.left < -TOLERANCE || box.right > screenWidth + TOLERANCE);
        if (outside)
          problems.push({
            kind: 'off-screen',
            what: control.what,
            detail: `spans ${Math.round(outside.left)}–${Math.round(outside.right)} px on a ${screenWidth} px screen`,
          });
      }
      const clipped = cutText(control.element, control.texts);
      if (clipped) problems.push({ kind: 'clipped', what: control.what, detail: clippedDetail(clipped) });
      const field = control.element;
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.placeholder) {
        if (field instanceof HTMLInputElement && field.value === '') {
          const context = document.createElement('canvas').getContext('2d');
          if (context) {
            const style = getComputedStyle(field);
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const needed = context.measureText(field.placeholder).width;
            const room = control.box.right - control.box.left;
            if (needed > room + TOLERANCE)
              problems.push({
                kind: 'placeholder',
                what: control.what,
                detail: `'${field.placeholder}' needs ${Math.round(needed)} px in ${Math.round(room)} px`,
              });
          }
        }
      }
      if (control.region === 'header') {
        const rect = control.element.getBoundingClientRect();
        if (rect.width < minTarget - TOLERANCE || rect.height < minTarget - TOLERANCE)
          problems.push({
            kind: 'small-target',
            what: control.what,
            detail: `${Math.round(rect.width)} × ${Math.round(rect.height)} px`,
          });
      }
    }

    // Headings and the hero's words are not controls, but a title cut off at its top is as bad as a cut button.
    const readable = main
      ? main.querySelectorAll('h1, h2, h3, [aria-roledescription="slide"]:not([aria-hidden="true"]) p')
      : [];
    for (const element of readable) {
      if (!shown(element)) continue;
      const clipped = cutText(element, textBoxes(element));
      if (clipped)
        problems.push({ kind: 'clipped', what: describe(element, 'main'), detail: clippedDetail(clipped) });
    }

    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        if (a.region !== b.region || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A scrolling region that takes focus for its arrow keys (a photo carousel) is not a tap target: its own
        // buttons sit on it by design.
        if (!a.element.matches(TAP_TARGET) || !b.element.matches(TAP_TARGET)) continue;
        const aBoxes = [a.box, ...a.texts];
        const bBoxes = [b.box, ...b.texts];
        if (aBoxes.some((x) => bBoxes.some((y) => overlaps(x, y))))
          problems.push({ kind: 'overlap', what: a.what, detail: `overlaps ${b.what}` });
      }
    }

    // The floating button, looked at down the page: at each stop it is out of sight or clear of everything.
    const fixedControls = Array.from(document.body.querySelectorAll(INTERACTIVE)).filter(
      (element) =>
        !header?.contains(element) &&
        !main?.contains(element) &&
        !dialog?.contains(element) &&
        !element.closest('[data-sonner-toaster]') &&
        getComputedStyle(element).position === 'fixed',
    );
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const seen = new Set<string>();
    const underneath = main
      ? [...main.querySelectorAll(INTERACTIVE), ...main.querySelectorAll('article')]
      : [];
    for (const stop of fixedControls.length > 0 ? stops : []) {
      window.scrollTo(0, Math.round(scrollable * stop));
      await frames();
      for (const button of fixedControls) {
        if (!shown(button)) continue;
        const buttonBox = fromRect(button.getBoundingClientRect());
        const what = describe(button, 'floating');
        for (const element of underneath) {
          // Only what is near the button is measured closely (its text lines), so a long list stays quick.
          const near = element.getBoundingClientRect();
          if (near.bottom < buttonBox.top - 40 || near.top > buttonBox.bottom + 40 || !shown(element))
            continue;
          const isCard = element.matches('article');
          const boxes = isCard ? textBoxes(element) : [contentBox(element), ...textBoxes(element)];
          const name = isCard ? 'a card’s text' : describe(element, 'main');
          if (boxes.some((box) => overlaps(box, buttonBox)) && !seen.has(name)) {
            seen.add(name);
            problems.push({
              kind: 'covered',
              what: name,
              detail: `under ${what} with the page scrolled to ${Math.round(stop * 100)}%`,
            });
          }
        }
      }
    }
    // A bottom bar covers what scrolls under it by design; what it must not do is keep anything from ever being
    // seen: at the page's end, nothing of the main area is under it (the page keeps room for it).
    const bar = document.querySelector('[data-action-bar]');
    if (bar && shown(bar)) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frames();
      const barBox = fromRect(bar.getBoundingClientRect());
      for (const element of main
        ? [...main.querySelectorAll(INTERACTIVE), ...main.querySelectorAll('article')]
        : []) {
        if (bar.contains(element) || !shown(element)) continue;
        const isCard = element.matches('article');
        const boxes = isCard ? textBoxes(element) : [contentBox(element), ...textBoxes(element)];
        if (boxes.some((box) => overlaps(box, barBox)))
          problems.push({
            kind: 'covered',
            what: isCard ? 'a card’s text' : describe(element, 'main'),
            detail: 'under the bottom bar with the page scrolled to its end',
          });
      }
    }
    window.scrollTo(0, 0);
    await frames();
    return problems as LayoutProblem[];
  }, settings);
}
