export {
  SHARED_DOCUMENTS,
  startSearchTestServer,
  type TSearchTestServer,
  type TTestFailure,
  type TTestPage,
  type TTestProviderName,
  type TTestSearchHit,
  type TTestSearchRequest,
} from './search-test-server.js';
