/**
 * The Content-Security-Policy of the built site. index.html gets it as a meta tag
 * (vite.config.ts) and the shipped host configs as a header (deploy/, checked by a unit test).
 * No inline script and no eval anywhere; the MSW demo worker is same-origin.
 */
export function cspDirectives(apiOrigin?: string): Readonly<Record<string, string>> {
  return {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    // A real API on another origin (VITE_API_BASE_URL) must be allowed here too.
    'connect-src': apiOrigin ? `'self' ${apiOrigin}` : "'self'",
    'worker-src': "'self'",
    // No manifest-src: the site has no web manifest, and Safari rejects the directive with a
    // console error on every page (default-src already covers manifests).
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    // Trusted Types: HTML, script and script-URL sinks take only what the one 'default' policy
    // lets through (src/app/trustedTypes.ts; docs/behaviour.md "Trusted Types").
    'require-trusted-types-for': "'script'",
    'trusted-types': 'default',
  };
}

/** The origin of an absolute API base URL, or undefined for the same origin. */
export function apiOriginOf(baseUrl: string | undefined): string | undefined {
  if (!baseUrl) return undefined;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(apiOrigin?: string): string {
  return Object.entries(cspDirectives(apiOrigin))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The header form adds what a meta tag cannot carry. */
export function contentSecurityPolicyHeader(apiOrigin?: string): string {
  return `${contentSecurityPolicy(apiOrigin)}; frame-ancestors 'none'`;
}
