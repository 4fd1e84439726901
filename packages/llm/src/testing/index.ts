export {
  startMockProviderServer,
  type TMockProviderServer,
  type TRecordedRequest,
  type TScriptedReply,
  type TScriptedToolCall,
} from './mock-provider-server.js';
