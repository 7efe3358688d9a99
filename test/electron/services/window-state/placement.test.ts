import { describe, expect, it } from 'vitest';
import type { Displays, WindowState } from '../../../../electron/services/window-state/placement';
import { defaultPlacement, placeWindow } from '../../../../electron/services/window-state/placement';

const SIZE = { width: 1440, height: 900, minWidth: 960, minHeight: 600 };
// A laptop (primary, with a menu bar) and an external monitor to its left, a little higher.
const laptop = { x: 0, y: 25, width: 1512, height: 957 };
const monitor = { x: -2560, y: -300, width: 2560, height: 1400 };
const both: Displays = { workAreas: [laptop, monitor], primary: laptop };
const laptopOnly: Displays = { workAreas: [laptop], primary: laptop };

const centredDefault: WindowState = { bounds: { x: 36, y: 54, width: 1440, height: 900 }, maximized: false };

describe('defaultPlacement', () => {
  it('centres the default size in the primary work area', () => {
    expect(defaultPlacement(both, SIZE)).toEqual(centredDefault);
  });

  it('shrinks to a small screen, never below the minimum unless the screen itself is smaller', () => {
    const small = { x: 0, y: 0, width: 1280, height: 720 };
    expect(defaultPlacement({ workAreas: [small], primary: small }, SIZE)).toEqual({
      bounds: { x: 0, y: 0, width: 1280, height: 720 },
      maximized: false,
    });
    const tiny = { x: 0, y: 0, width: 800, height: 560 };
    expect(defaultPlacement({ workAreas: [tiny], primary: tiny }, SIZE).bounds).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 560,
    });
  });
});

describe('placeWindow', () => {
  it('uses the default placement when nothing was saved', () => {
    expect(placeWindow(null, both, SIZE)).toEqual(centredDefault);
  });

  it('restores size, position and maximized state on a display that is still connected', () => {
    const onMonitor: WindowState = { bounds: { x: -2400, y: -200, width: 1800, height: 1100 }, maximized: true };
    expect(placeWindow(onMonitor, both, SIZE)).toEqual(onMonitor);
    const onLaptop: WindowState = { bounds: { x: 40, y: 60, width: 1000, height: 700 }, maximized: false };
    expect(placeWindow(onLaptop, both, SIZE)).toEqual(onLaptop);
  });

  it("opens centred on the primary display at the default size when the window's display was unplugged", () => {
    const onMonitor: WindowState = { bounds: { x: -2400, y: -200, width: 1800, height: 1100 }, maximized: true };
    expect(placeWindow(onMonitor, laptopOnly, SIZE)).toEqual(centredDefault);
  });

  it("decides by the window's centre: a window mostly on an unplugged display does not open on the edge of another", () => {
    // 100 px of it reached onto the laptop; its centre was on the monitor.
    const straddling: WindowState = { bounds: { x: -1340, y: 100, width: 1440, height: 900 }, maximized: false };
    expect(placeWindow(straddling, laptopOnly, SIZE)).toEqual(centredDefault);
    // With the monitor still there it opens wholly on the monitor, its size kept.
    expect(placeWindow(straddling, both, SIZE)).toEqual({
      bounds: { x: -1440, y: 100, width: 1440, height: 900 },
      maximized: false,
    });
  });

  it('moves and shrinks a window as little as needed to fit a work area that got smaller', () => {
    // Saved at the laptop's bottom right, then the dock grew and the resolution dropped.
    const corner: WindowState = { bounds: { x: 400, y: 300, width: 1400, height: 900 }, maximized: false };
    const smaller = { x: 0, y: 25, width: 1280, height: 700 };
    expect(placeWindow(corner, { workAreas: [smaller], primary: smaller }, SIZE)).toEqual({
      bounds: { x: 0, y: 25, width: 1280, height: 700 },
      maximized: false,
    });
    const hanging: WindowState = { bounds: { x: 1000, y: 500, width: 1000, height: 700 }, maximized: false };
    expect(placeWindow(hanging, laptopOnly, SIZE)).toEqual({
      bounds: { x: 512, y: 282, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('never opens below the minimum size, and rounds fractional pixels', () => {
    const small: WindowState = { bounds: { x: 10.4, y: 40.6, width: 300, height: 200 }, maximized: false };
    expect(placeWindow(small, laptopOnly, SIZE)).toEqual({
      bounds: { x: 10, y: 41, width: 960, height: 600 },
      maximized: false,
    });
  });
});
