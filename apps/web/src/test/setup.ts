import { configure } from '@testing-library/react';

/**
 * The whole suite runs on two workers of a two-core machine beside the API and browser tests, so a
 * screen can take seconds to settle: `findBy…` and `waitFor` wait up to 10 s by default (not 1 s).
 * A test that must see something sooner says so with its own timeout.
 */
configure({ asyncUtilTimeout: 10_000 });
