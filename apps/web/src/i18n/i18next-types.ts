import type account from '../locales/en/account.json';
import type api from '../locales/en/api.json';
import type assistants from '../locales/en/assistants.json';
import type auth from '../locales/en/auth.json';
import type breakdown from '../locales/en/breakdown.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type documents from '../locales/en/documents.json';
import type home from '../locales/en/home.json';
import type knowledge from '../locales/en/knowledge.json';
import type llm from '../locales/en/llm.json';
import type peers from '../locales/en/peers.json';
import type research from '../locales/en/research.json';
import type valuation from '../locales/en/valuation.json';

/** English is the typed source: `t()` only accepts keys that exist in the `en` files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      account: typeof account;
      valuation: typeof valuation;
      documents: typeof documents;
      llm: typeof llm;
      chat: typeof chat;
      knowledge: typeof knowledge;
      assistants: typeof assistants;
      api: typeof api;
      research: typeof research;
      breakdown: typeof breakdown;
      peers: typeof peers;
    };
  }
}
