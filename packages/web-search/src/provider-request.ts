import type { TProviderCall } from './http-json.js';

/** The provider-specific half of a call: where, how, and how a refusal reads. @internal */
export type TProviderRequest = Pick<TProviderCall, 'url' | 'method' | 'headers' | 'body' | 'classify' | 'redirect'>;
