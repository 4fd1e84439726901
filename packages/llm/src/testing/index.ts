export {
  startMockProviderServer,
  type TMockProviderServer,
  type TRecordedRequest,
  type TReplyFromRequest,
  type TScriptedReply,
  type TScriptedToolCall,
} from './mock-provider-server.js';
