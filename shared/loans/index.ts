/** Loan LTV monitoring: states with hysteresis, distances and price drops, what-if scenarios (pure, exact decimals). */
export * from './state';
export * from './metrics';
export * from './what-if';
export * from './labels';
