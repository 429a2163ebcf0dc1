/**
 * The Content-Security-Policy of the built site. index.html gets it as a meta tag
 * (vite.config.ts) and the shipped host configs as a header (deploy/).
 * No inline script and no eval anywhere; the MSW demo worker is same-origin.
 */
export const cspDirectives: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

export const contentSecurityPolicy = Object.entries(cspDirectives)
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');

/** The header form adds what a meta tag cannot carry. */
export const contentSecurityPolicyHeader = `${contentSecurityPolicy}; frame-ancestors 'none'`;
