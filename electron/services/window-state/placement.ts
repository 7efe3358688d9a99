/** A rectangle in screen coordinates (device-independent pixels), as Electron gives window bounds and work areas. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What is remembered of the main window: its normal (not maximized) bounds and whether it was maximized. */
export interface WindowState {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

/** The main window's default and minimum size (window-options.ts). */
export interface WindowSize {
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
}

/** The displays connected now: every work area (the screen less task bars, docks and menu bars) and the primary one's. */
export interface Displays {
  readonly workAreas: readonly Rect[];
  readonly primary: Rect;
}

/** The default-sized window centred in the primary display's work area, shrunk to fit a smaller screen. */
export function defaultPlacement(displays: Displays, size: WindowSize): WindowState {
  const area = displays.primary;
  const width = fit(size.width, size.minWidth, area.width);
  const height = fit(size.height, size.minHeight, area.height);
  return {
    bounds: {
      x: Math.round(area.x + (area.width - width) / 2),
      y: Math.round(area.y + (area.height - height) / 2),
      width,
      height,
    },
    maximized: false,
  };
}

/**
 * Where the window opens: where it was, when the display it was on is still
 * connected (the centre of its saved bounds lies in a work area), moved and
 * shrunk as little as needed to lie wholly inside that work area (the
 * resolution may have changed, a dock may have grown). A window whose display
 * is gone, or nothing saved, gets the default placement: on a display that
 * was unplugged it would open out of reach.
 */
export function placeWindow(saved: WindowState | null, displays: Displays, size: WindowSize): WindowState {
  if (saved === null) return defaultPlacement(displays, size);
  const { bounds } = saved;
  const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
  const area = displays.workAreas.find((candidate) => contains(candidate, centre));
  if (!area) return defaultPlacement(displays, size);
  const width = fit(bounds.width, size.minWidth, area.width);
  const height = fit(bounds.height, size.minHeight, area.height);
  return {
    bounds: {
      x: clamp(Math.round(bounds.x), area.x, area.x + area.width - width),
      y: clamp(Math.round(bounds.y), area.y, area.y + area.height - height),
      width,
      height,
    },
    maximized: saved.maximized,
  };
}

function contains(area: Rect, point: { x: number; y: number }): boolean {
  return point.x >= area.x && point.x < area.x + area.width && point.y >= area.y && point.y < area.y + area.height;
}

// A length at least the minimum, at most what is available (a screen smaller than the minimum gets all it has).
function fit(length: number, minimum: number, available: number): number {
  return Math.round(Math.min(Math.max(length, minimum), available));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
