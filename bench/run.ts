import { benchColdStart } from './cold-start.js';
import { benchWebBundle } from './web-bundle.js';

/** `npm run bench`: prints the figures the issues ask for. Benchmarks print; they never assert. */
benchWebBundle();
await benchColdStart();
