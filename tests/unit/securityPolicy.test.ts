import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
} from '../../src/app/securityPolicy';

describe('Content-Security-Policy', () => {
  it('allows no inline script and no eval', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('adds a real API origin to connect-src only', () => {
    const origin = apiOriginOf('https://api.example.com/v1/');
    expect(origin).toBe('https://api.example.com');
    expect(contentSecurityPolicy(origin)).toContain("connect-src 'self' https://api.example.com");
    expect(apiOriginOf('not a url')).toBeUndefined();
    expect(apiOriginOf(undefined)).toBeUndefined();
  });

  it.each(['deploy/nginx.conf', 'deploy/netlify/_headers'])(
    '%s sends the same policy as a header',
    (file) => {
      const config = readFileSync(file, 'utf8');
      expect(config).toContain(contentSecurityPolicyHeader());
    },
  );
});
