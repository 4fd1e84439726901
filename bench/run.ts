import { benchColdStart } from './cold-start.js';
import { benchDefaults } from './defaults.js';
import { benchExtraction } from './extraction.js';
import { benchExtractionEval, benchPrintedTenKs } from './extraction-eval.js';
import { benchExtractionServer } from './extraction-server.js';
import { benchModelCreation } from './model-creation.js';
import { benchMonteCarlo } from './monte-carlo.js';
import { benchSearch } from './search.js';
import { benchServerLoad } from './server-load.js';
import { benchStandardize } from './standardize.js';
import { benchValuation } from './valuation.js';
import { benchWebBundle } from './web-bundle.js';
import { benchWorkbook } from './workbook.js';

/** `npm run bench`: prints the figures the issues ask for. Benchmarks print; they never assert. */
benchWebBundle();
benchSearch();
benchStandardize();
benchValuation();
await benchColdStart();
await benchModelCreation();
await benchMonteCarlo();
await benchDefaults();
await benchWorkbook();
await benchExtraction();
await benchExtractionEval();
await benchPrintedTenKs();
await benchExtractionServer();
await benchServerLoad();
