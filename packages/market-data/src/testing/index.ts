/** Test support: `@app/market-data/testing`. Not imported by production code. */
export {
  startLocalProviderServer,
  type TInjectedFault,
  type TLocalProviderServer,
  type TLocalProviderServerOptions,
  type TRecordedRequest,
} from './local-provider-server.js';
