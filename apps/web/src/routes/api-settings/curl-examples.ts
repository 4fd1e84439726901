import { apiRoutes, kbRoutes, modelRoutes, queryRoutes } from '@app/contract';

/** Which example: the labels are translated by key (`api:examples.<key>`). */
export type TCurlExampleKey =
  | 'search'
  | 'createModel'
  | 'status'
  | 'values'
  | 'valueList'
  | 'kbs'
  | 'upload'
  | 'assistant';

/** The environment variable the examples read the token from, so it never lands in shell history. */
export const TOKEN_VARIABLE = 'INTRINSIC_TOKEN';

/**
 * `curl` calls of the public API with an API token, against this server: find a ticker, value it
 * (create, wait, read), value a list of tickers, upload a document to a knowledge base, and ask an
 * assistant (its answer streamed). Paths
 * come from the contract, so the examples follow the API.
 */
export function curlExamples(baseUrl: string): { key: TCurlExampleKey; command: string }[] {
  const base = baseUrl.replace(/\/+$/, '');
  const auth = `-H "Authorization: Bearer $${TOKEN_VARIABLE}"`;
  const json = '-H "Content-Type: application/json"';
  return [
    { key: 'search', command: `curl -s ${auth} "${base}${queryRoutes.searchTicker.path}?keyword=apple"` },
    {
      key: 'createModel',
      command: `curl -s -X POST ${auth} ${json} -d '{"ticker":"AAPL"}' "${base}${modelRoutes.base.path}"`,
    },
    { key: 'status', command: `curl -s ${auth} "${base}${modelRoutes.status.path}?model_id=$MODEL_ID"` },
    { key: 'values', command: `curl -s ${auth} "${base}${modelRoutes.values.path}?model_id=$MODEL_ID"` },
    {
      key: 'valueList',
      command: [
        'for ticker in AAPL MSFT NVDA; do',
        `  curl -s -X POST ${auth} ${json} -d "{\\"ticker\\":\\"$ticker\\"}" "${base}${modelRoutes.base.path}"`,
        '  echo',
        'done',
      ].join('\n'),
    },
    { key: 'kbs', command: `curl -s ${auth} "${base}${kbRoutes.list.path}"` },
    {
      key: 'upload',
      command: `curl -s ${auth} -F "kb_id=$KB_ID" -F "file=@10-K.pdf" "${base}${apiRoutes.document_upload_and_parse.path}"`,
    },
    {
      key: 'assistant',
      command: [
        `curl -s -X POST ${auth} ${json} -d "{\\"dialog_id\\":\\"$DIALOG_ID\\"}" "${base}${apiRoutes.new_conversation.path}"`,
        `curl -N -X POST ${auth} ${json} -d "{\\"conversation_id\\":\\"$CONVERSATION_ID\\",\\"content\\":\\"What was revenue in 2023?\\"}" "${base}${apiRoutes.completion.path}"`,
      ].join('\n'),
    },
  ];
}
