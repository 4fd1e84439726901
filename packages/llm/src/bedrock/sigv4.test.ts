import { describe, expect, it } from 'vitest';
import { signingKey, signRequest, verifyRequest } from './sigv4.js';

// AWS's published examples: the Signature Version 4 test suite (get-vanilla, post-vanilla,
// get-vanilla-query-order-key-case; service "service") and the IAM ListUsers example of AWS's
// signing documentation. Credentials are AWS's example keys.
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const now = new Date('2015-08-30T12:36:00Z');
const suiteScope = 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request';

describe('AWS Signature Version 4', () => {
  it('signs get-vanilla as the test suite does, step by step', () => {
    const signed = signRequest(
      { method: 'GET', url: new URL('https://example.amazonaws.com/'), region: 'us-east-1', service: 'service', now },
      credentials,
    );
    expect(signed.canonicalRequest).toBe(
      'GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    );
    expect(signed.headers.authorization).toBe(
      `${suiteScope}, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`,
    );
    expect(signed.headers['x-amz-date']).toBe('20150830T123600Z');
  });

  it('signs post-vanilla and sorts the query (get-vanilla-query-order-key-case)', () => {
    const post = signRequest(
      { method: 'POST', url: new URL('https://example.amazonaws.com/'), region: 'us-east-1', service: 'service', now },
      credentials,
    );
    expect(post.signature).toBe('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b');
    const query = signRequest(
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'),
        region: 'us-east-1',
        service: 'service',
        now,
      },
      credentials,
    );
    expect(query.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it("reproduces the IAM ListUsers example of AWS's documentation", () => {
    expect(signingKey(credentials.secretAccessKey, '20150830', 'us-east-1', 'iam').toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        region: 'us-east-1',
        service: 'iam',
        now,
      },
      credentials,
    );
    expect(signed.stringToSign.split('\n')[3]).toBe('f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('encodes a Bedrock model id in the path once more in the canonical URI', () => {
    const signed = signRequest(
      {
        method: 'POST',
        url: new URL(
          'https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-haiku-20240307-v1%3A0/converse',
        ),
        headers: { 'content-type': 'application/json' },
        body: '{}',
        region: 'us-east-1',
        service: 'bedrock',
        now,
      },
      credentials,
    );
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/model/anthropic.claude-3-haiku-20240307-v1%253A0/converse');
  });

  it('verifies its own signature and refuses a changed body, another secret or an unknown key', () => {
    const url = new URL('http://127.0.0.1:9000/model/m%3A0/converse');
    const body = '{"messages":[]}';
    const signed = signRequest(
      {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        body,
        region: 'us-west-2',
        service: 'bedrock',
      },
      credentials,
    );
    const received = { method: 'POST', url, headers: { ...signed.headers, host: url.host }, body };
    const secretOf = (id: string) => (id === 'AKIDEXAMPLE' ? credentials.secretAccessKey : undefined);
    const scope = { region: 'us-west-2', service: 'bedrock' };
    expect(verifyRequest(received, secretOf, scope)).toEqual({ ok: true, accessKeyId: 'AKIDEXAMPLE' });
    expect(verifyRequest({ ...received, body: '{"messages":[1]}' }, secretOf, scope)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyRequest(received, () => 'another secret', scope)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRequest(received, () => undefined, scope)).toEqual({ ok: false, reason: 'unknown-key' });
    expect(verifyRequest(received, secretOf, { region: 'us-east-1', service: 'bedrock' })).toEqual({
      ok: false,
      reason: 'scope',
    });
  });
});
