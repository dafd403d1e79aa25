import { describe, expect, it } from 'vitest';
import { amzDate, canonicalQuery, encodeSegment, sha256Hex, signV4 } from './sigv4';

// AWS's documented example "GET Object" (Amazon S3 API Reference, "Signature Calculations for
// the Authorization Header: Transferring Payload in a Single Chunk"): the example key pair, the
// first 10 bytes of examplebucket/test.txt, 24 May 2013, us-east-1.
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it("matches AWS's documented GET Object example (canonical request, string to sign, signature)", () => {
    const signed = signV4(
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
      },
      EXAMPLE,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign.split('\n')).toEqual([
      'AWS4-HMAC-SHA256',
      '20130524T000000Z',
      '20130524/us-east-1/s3/aws4_request',
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    ]);
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("matches AWS's documented PUT Object example (a $ in the key, a Date and a storage-class header)", () => {
    const body = 'Welcome to Amazon S3.';
    const signed = signV4(
      {
        method: 'PUT',
        host: 'examplebucket.s3.amazonaws.com',
        path: `/${encodeSegment('test$file.text')}`,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      EXAMPLE,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it("matches AWS's documented GET Bucket (List Objects) example: the query string is signed, sorted and encoded", () => {
    const signed = signV4(
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/',
        query: { prefix: 'J', 'max-keys': '2' },
        payloadHash: EMPTY_SHA256,
      },
      EXAMPLE,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(signed.canonicalRequest.split('\n').slice(0, 3)).toEqual(['GET', '/', 'max-keys=2&prefix=J']);
    expect(signed.stringToSign.split('\n')[3]).toBe(
      'df57d21db20da04d7fa30298dd4488ba3a2b47ca3a489c74750e0f1e7df1b9b7',
    );
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
    expect(canonicalQuery({ 'list-type': '2', prefix: 'documents/', 'continuation-token': 'a+b=' })).toBe(
      'continuation-token=a%2Bb%3D&list-type=2&prefix=documents%2F',
    );
    expect(canonicalQuery()).toBe('');
  });

  it('formats x-amz-date as yyyymmddThhmmssZ in UTC', () => {
    expect(amzDate(new Date('2026-03-04T05:06:07.891+05:30'))).toBe('20260303T233607Z');
  });

  it('trims header values and folds inner whitespace; names are lower-cased and sorted', () => {
    const { canonicalRequest } = signV4(
      {
        method: 'put',
        host: 'h',
        path: '/b/k',
        headers: { 'X-Amz-Meta-B': '  a   b ', 'Content-Type': 'x' },
        payloadHash: 'p',
      },
      EXAMPLE,
      new Date(0),
    );
    expect(canonicalRequest.split('\n').slice(0, 7)).toEqual([
      'PUT',
      '/b/k',
      '',
      'content-type:x',
      'host:h',
      'x-amz-content-sha256:p',
      'x-amz-date:19700101T000000Z',
    ]);
    expect(canonicalRequest).toContain('x-amz-meta-b:a b');
  });
});
