/**
 * The page's one Trusted Types policy (docs/behaviour.md "Trusted Types"). The built site's
 * Content-Security-Policy says `require-trusted-types-for 'script'` and `trusted-types default`:
 * every string that reaches an HTML, script or script-URL sink must pass this policy, and no other
 * policy may be created. It lets through exactly the strings the app and its libraries need
 * and throws on anything else, so an injected string can never become markup or code:
 *
 * - HTML: React creates a `<script>` element by parsing the empty `<script></script>` (so that it
 *   never runs), and PageMeta fills a JSON-LD element's contents: JSON with no `<` in it (its
 *   serialiser escapes every `<`), which can never make an element. Nothing else writes markup.
 * - Script text: the product page's JSON-LD, which must parse as JSON (a data block, never run).
 * - Script URL: the demo API's service worker, `mockServiceWorker.js` on this origin (MSW
 *   registers it with a plain string).
 *
 * Browsers without Trusted Types ignore the directive, and this does nothing there.
 */
export function installTrustedTypesPolicy(
  factory: TrustedTypePolicyFactory | undefined = window.trustedTypes,
  demoWorkerUrl = new URL(`${import.meta.env.BASE_URL}mockServiceWorker.js`, window.location.href),
): TrustedTypePolicy | undefined {
  if (!factory || factory.defaultPolicy) return factory?.defaultPolicy ?? undefined;
  return factory.createPolicy('default', {
    createHTML(input: string) {
      if (input === '<script></script>' || isJsonData(input)) return input;
      throw new TypeError('Trusted Types: markup from a string is not allowed on this site.');
    },
    createScript(input: string) {
      if (isJsonData(input)) return input;
      throw new TypeError('Trusted Types: only JSON data may be script text on this site.');
    },
    createScriptURL(input: string) {
      if (new URL(input, window.location.href).href === demoWorkerUrl.href) return input;
      throw new TypeError(`Trusted Types: no script may load from ${input}.`);
    },
  });
}

/** JSON data with no `<`: no tag can start in it, whatever sink it reaches. */
function isJsonData(input: string): boolean {
  if (input.includes('<')) return false;
  try {
    JSON.parse(input);
    return true;
  } catch {
    return false;
  }
}
