import type { Page } from 'playwright-core';
import { contrastRatio } from './colours';

/** Tab presses at most: more than any page's stops, so a page that never cycles back still ends. */
const MAX_PRESSES = 200;
/** The presses between two looks at the walk (each look is a round trip to the page). */
const BATCH = 10;
/** WCAG 2.2 non-text contrast, which a focus indicator must meet against what surrounds it. */
const MIN_RING_CONTRAST = 3;

/** What the page saw of one focused element. */
interface FocusStop {
  readonly name: string;
  /**
   * The indicator's colour over each colour that may be behind it (several under a gradient), both opaque;
   * null when no indicator was drawn.
   */
  readonly ring: readonly { readonly colour: string; readonly against: string }[] | null;
}

interface WalkState {
  readonly stops: number;
  readonly cycled: boolean;
}

/**
 * Installed in the page before the walk: on each focus, what is focused and its focus indicator. The indicator
 * is the element's outline (a style, a width, a colour that is not transparent) or a ring of box-shadow (a
 * layer with a spread); a control drawn by a sibling or its label (a hidden radio) carries it there, and a
 * visually hidden element's own ring, never seen, does not count. The colour behind an outer ring is the
 * nearest background under the element, behind an inset ring the element's. Measured again a task later,
 * after React has set react-aria's `data-focus-visible` and run its transitions.
 */
function installWalk(): void {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba | null => {
    if (colour === 'transparent') return [0, 0, 0, 0];
    const rgb = /^rgba?\(([^)]*)\)$/.exec(colour);
    const srgb = /^color\(srgb ([^)]*)\)$/.exec(colour);
    const parts = (rgb?.[1] ?? srgb?.[1] ?? '')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length < 3 || parts.some(Number.isNaN)) return null;
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    return srgb ? [r * 255, g * 255, b * 255, a] : [r, g, b, a];
  };
  const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
    r * a + br * (1 - a),
    g * a + bg * (1 - a),
    b * a + bb * (1 - a),
    1,
  ];
  const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
  const COLOUR = /rgba?\([^)]*\)|color\(srgb [^)]*\)/g;
  /**
   * An element's own background: its colour, or a gradient's colours (any of which may be behind the ring); a
   * gradient with a transparent stop (the app shell's sidebar stripe) paints only part of the element and is
   * taken as transparent, which it is beside the sidebar.
   */
  const ownBackgrounds = (element: Element): Rgba[] | null => {
    const style = getComputedStyle(element);
    const colour = parse(style.backgroundColor);
    if (colour && colour[3] > 0) return [colour];
    const stops = (style.backgroundImage.match(COLOUR) ?? []).map(parse);
    if (stops.length === 0 || stops.some((stop) => !stop || stop[3] === 0)) return null;
    return stops as Rgba[];
  };
  /** The opaque colours that may be behind `from`: its background and its ancestors', down to an opaque one. */
  const backdrops = (from: Element | null): Rgba[] => {
    const layers: Rgba[][] = [];
    for (let element = from; element; element = element.parentElement) {
      const colours = ownBackgrounds(element);
      if (!colours) continue;
      layers.push(colours);
      if (colours.every((colour) => colour[3] >= 1)) break;
    }
    return layers.reduceRight<Rgba[]>(
      (below, layer) => layer.flatMap((colour) => below.map((under) => over(colour, under))),
      [[255, 255, 255, 1]],
    );
  };
  const ringOf = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = parse(style.outlineColor);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && outline && outline[3] > 0)
      return { colour: outline, inset: parseFloat(style.outlineOffset) < 0 };
    const layers = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    let ring: { colour: Rgba; inset: boolean; spread: number } | null = null;
    for (const layer of layers) {
      const colour = parse(layer.match(COLOUR)?.[0] ?? '');
      const lengths = (layer.replace(/rgba?\([^)]*\)|color\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      );
      const spread = lengths[3] ?? 0;
      const inset = layer.includes('inset');
      if (!colour || colour[3] === 0 || spread <= 0) continue;
      // The outermost outer layer is the ring's visible edge (a focus ring with a gap is gap, then ring).
      if (!ring || (ring.inset && !inset) || (ring.inset === inset && spread > ring.spread))
        ring = { colour, inset, spread };
    }
    return ring;
  };
  /** Whether an element is drawn at all: a visually hidden input's ring is never seen. */
  const drawn = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 2 &&
      box.height > 2 &&
      style.opacity !== '0' &&
      !/rect\(0px,? 0px,? 0px,? 0px\)/.test(style.clip)
    );
  };
  const indicatorOf = (element: Element) => {
    const label = element instanceof HTMLInputElement ? (element.labels?.[0] ?? null) : null;
    for (const carrier of [element, element.nextElementSibling, label, element.parentElement]) {
      if (!carrier || !drawn(carrier)) continue;
      const ring = ringOf(carrier);
      if (!ring) continue;
      return backdrops(ring.inset ? carrier : carrier.parentElement).map((behind) => ({
        colour: css(over(ring.colour, behind)),
        against: css(behind),
      }));
    }
    return null;
  };
  const nameOf = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const href = element.getAttribute('href');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const text =
      element.getAttribute('aria-label') ??
      labels?.[0]?.textContent ??
      element.textContent ??
      element.getAttribute('placeholder') ??
      '';
    const region = element.parentElement?.closest('nav, header, footer, aside, main, [role="dialog"]');
    const regionLabel = region?.getAttribute('aria-label');
    return (
      `${tag}${role ? `[role=${role}]` : ''}${href ? `[href="${href}"]` : ''}` +
      ` "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"` +
      (region ? ` in ${region.tagName.toLowerCase()}${regionLabel ? ` "${regionLabel}"` : ''}` : '')
    );
  };
  const measure = (element: Element) => {
    for (const animation of element.getAnimations({ subtree: true }))
      if (animation instanceof CSSTransition) animation.finish();
    return indicatorOf(element);
  };

  const elements: Element[] = [];
  const stops: FocusStop[] = [];
  const walk = { elements, stops, cycled: false, tabKeys: 0, nameOf, measure };
  const onFocus = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof Element) || walk.cycled) return;
    if (element === elements[0]) {
      walk.cycled = true;
      return;
    }
    const index = stops.length;
    const name = nameOf(element);
    elements.push(element);
    stops.push({ name, ring: measure(element) });
    // Measured again at the next frame, once styles that follow focus (a ring drawn by a :focus-within
    // parent, a React Aria data attribute set after the event) have been applied.
    requestAnimationFrame(() => {
      if (document.activeElement === element) stops[index] = { name, ring: measure(element) };
    });
  };
  // Tab presses that reached the document at all: tells keys that never arrived from focus that did not move.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') walk.tabKeys += 1;
  };
  const host = window as unknown as { __dmWalk?: typeof walk; __dmWalkEnd?: () => void };
  // The walk before this one (the light scheme's) stops listening.
  host.__dmWalkEnd?.();
  host.__dmWalk = walk;
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('keydown', onKey, true);
  host.__dmWalkEnd = () => {
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('keydown', onKey, true);
  };
}

/**
 * After the walk: the visible, enabled interactive elements that Tab never reached. An item of a composite
 * widget (tabs, radio group, listbox, menu, toolbar, grid) is reached through its container with the arrow keys
 * (roving tabindex): it counts as reached when another item of its container was; a native radio likewise
 * through the checked one of its group.
 */
function unreachedElements(): string[] {
  const walk = (window as unknown as { __dmWalk: { elements: Element[]; nameOf(element: Element): string } })
    .__dmWalk;
  const reached = new Set(walk.elements);
  const roles = [
    'button',
    'link',
    'checkbox',
    'switch',
    'radio',
    'tab',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'slider',
    'spinbutton',
    'combobox',
    'textbox',
    'treeitem',
  ];
  const controls = [
    'a[href]',
    'area[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    'iframe',
    '[contenteditable="true"]',
    ...roles.map((role) => `[role="${role}"]`),
  ].join(', ');
  const composite = [
    'tablist',
    'radiogroup',
    'listbox',
    'menu',
    'menubar',
    'toolbar',
    'grid',
    'treegrid',
    'tree',
  ]
    .map((role) => `[role="${role}"]`)
    .join(', ');
  const radioReached = (name: string) =>
    walk.elements.some(
      (other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === name,
    );
  return [...document.querySelectorAll(`${controls}, [tabindex]`)]
    .filter((element) => {
      if (reached.has(element)) return false;
      // Any element with tabindex 0 or more is a stop; one with -1 only when it is a control (a skip link's
      // target or a heading focused on navigation is not).
      if (!element.matches(controls) && Number(element.getAttribute('tabindex')) < 0) return false;
      if (
        element.matches(':disabled') ||
        element.closest('[aria-disabled="true"], [inert], [aria-hidden="true"]')
      )
        return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true }))
        return false;
      const container = element.closest(composite);
      if (container && walk.elements.some((other) => container.contains(other))) return false;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name)
        return !radioReached(element.name);
      return true;
    })
    .map((element) => walk.nameOf(element));
}

/**
 * The stops, after a second look at those that showed no indicator: focused again from script (still shown as
 * keyboard focus, the last input having been a key), once the page is idle. A date input once measured bare in
 * one run and ringed in the next; an element without an indicator has none either time.
 */
function secondLook(): FocusStop[] {
  const walk = (
    window as unknown as {
      __dmWalk: { elements: HTMLElement[]; stops: FocusStop[]; measure(element: Element): FocusStop['ring'] };
    }
  ).__dmWalk;
  return walk.stops.map((stop, index) => {
    const element = walk.elements[index];
    if (stop.ring || !element) return stop;
    element.focus();
    return { name: stop.name, ring: walk.measure(element) };
  });
}

/**
 * Focus on the document's start, so the walk's first Tab reaches the page's first control and the walk never
 * needs focus to leave the page and come back. A page that focuses a field on load (/app/teams/new) began its
 * walk there and reached its navigation only after Tab had left the page and returned; in one CI run, with
 * another page walked beside it, its second walk reached its form and none of the 18 controls before it,
 * probably because focus did not come back. The body takes focus from script only with a tabindex; -1 keeps it
 * out of the Tab order.
 */
function focusDocumentStart(): void {
  document.body.tabIndex = -1;
  document.body.focus({ preventScroll: true });
}

/**
 * Presses Tab in batches until focus comes back to where the walk began or stops moving (when Tab has left the
 * page after its last control and not returned); whether it came back.
 */
async function pressTabUntilStill(page: Page): Promise<boolean> {
  let presses = 0;
  let seen = -1;
  while (presses < MAX_PRESSES) {
    for (let press = 0; press < BATCH; press += 1) await page.keyboard.press('Tab');
    presses += BATCH;
    const state = await walkState(page);
    if (state.cycled || state.stops === seen) return state.cycled;
    seen = state.stops;
  }
  return false;
}

/** One walk from the document's start: the controls Tab did not reach, and whether focus came back round. */
async function walkFromStart(page: Page): Promise<{ unreached: string[]; cycled: boolean }> {
  try {
    await page.evaluate(focusDocumentStart);
    await page.evaluate(installWalk);
    const cycled = await pressTabUntilStill(page);
    return { unreached: await page.evaluate(unreachedElements), cycled };
  } finally {
    await page.evaluate(() => document.body.removeAttribute('tabindex'));
  }
}

async function walkState(page: Page): Promise<WalkState> {
  return page.evaluate(() => {
    const walk = (window as unknown as { __dmWalk: { stops: unknown[]; cycled: boolean } }).__dmWalk;
    return { stops: walk.stops.length, cycled: walk.cycled };
  });
}

/**
 * Walks the page with Tab from the document's start until focus comes back to the first element it reached
 * (or stops moving, or 200 presses), and returns what is wrong: interactive elements Tab never reached, and
 * focused elements without a visible focus indicator or with one under 3:1 against the colour behind it.
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  const first = await walkFromStart(page);
  let unreached = first.unreached;
  if (unreached.length > 0 && !first.cycled) {
    // Focus left the page after its last control and never came back (a page beside it may have taken it):
    // walked once more, and said on the console with what the page saw. A control Tab cannot reach is
    // unreached again (a walk that came back round is not repeated) and reported below.
    const seen = await page.evaluate(() => {
      const walk = (window as unknown as { __dmWalk: { tabKeys: number; stops: unknown[] } }).__dmWalk;
      const active = document.activeElement;
      const activeName = `${active?.tagName ?? 'none'}${active?.id ? `#${active.id}` : ''}`;
      return (
        `${walk.tabKeys} Tab keydowns reached the document, ${walk.stops.length} stops, active element ` +
        `${activeName}, document.hasFocus() ${document.hasFocus()}`
      );
    });
    console.warn(
      `keyboard walk of ${page.url()}: focus did not come back round (${seen}); not reached: ` +
        `${unreached.join('; ')}; walking again`,
    );
    await page.bringToFront();
    ({ unreached } = await walkFromStart(page));
  }
  const stops = await page.evaluate(secondLook);
  const problems = unreached.map((name) => `not reachable by Tab: ${name}`);
  for (const stop of stops) {
    if (!stop.ring) {
      problems.push(`no visible focus indicator: ${stop.name}`);
      continue;
    }
    const [worst] = stop.ring
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.colour, pair.against) }))
      .sort((a, b) => a.ratio - b.ratio);
    if (worst && worst.ratio < MIN_RING_CONTRAST)
      problems.push(
        `focus ring ${worst.colour} on ${worst.against} is ${worst.ratio.toFixed(2)}:1: ${stop.name}`,
      );
  }
  return [...new Set(problems)];
}
