import { configure } from '@testing-library/react';

/**
 * The whole suite runs on two workers of a two-core machine beside the API and browser tests, so a
 * screen can take seconds to settle: `findBy…` and `waitFor` wait up to 10 s by default (not 1 s).
 * A test that must see something sooner says so with its own timeout.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * jsdom 26 (the last whose dependencies all declare Node 20 without conditions) has a `Blob`
 * without `text()`, which browsers and later jsdom have: read it as a browser would, through FileReader.
 */
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
