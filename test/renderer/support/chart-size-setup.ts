import { TEST_CHART_SIZE } from './chart-size';

// happy-dom lays nothing out: every element measures 0 × 0, so Recharts' ResponsiveContainer drew no
// chart and warned "The width(0) and height(0) of chart should be greater than 0" for each one. The
// charts' containers get the size a panel gives them in the window (the stylesheets are not loaded here).
const measure = HTMLElement.prototype.getBoundingClientRect;
HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement): DOMRect {
  if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
  const { width, height } = TEST_CHART_SIZE;
  return {
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON: () => ({ width, height }),
  } as DOMRect;
};
