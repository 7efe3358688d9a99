/** The size a chart's container has in the renderer tests (chart-size-setup.ts gives it). */
export const TEST_CHART_SIZE = { width: 640, height: 220 } as const;
