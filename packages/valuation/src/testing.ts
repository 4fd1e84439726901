/**
 * Test support: `@app/valuation/testing`. Standardized periods built from plain values, for the
 * engine's tests and the web app's. Not imported by production code.
 */
export { fyPeriod, tidyHistory } from './fixture.test-helper.js';
