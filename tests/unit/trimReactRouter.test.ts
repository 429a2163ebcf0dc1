import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  reactRouterChunk,
  reactRouterTrimCheckedAgainst,
  trimReactRouterChunk,
} from '../../config/buildPlugins';

/**
 * The build's rewrite of React Router's production chunks (docs/decisions/0002), run over the
 * chunks that are installed: a React Router release that words them differently fails here and
 * in the build, never quietly.
 */
const productionDir = join(process.cwd(), 'node_modules', 'react-router', 'dist', 'production');
const chunks = readdirSync(productionDir)
  .map((file) => join(productionDir, file))
  .filter((path) => reactRouterChunk.test(path))
  .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
const installedVersion = (
  JSON.parse(
    readFileSync(join(process.cwd(), 'node_modules', 'react-router', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

const displayNameWrite = /\.displayName\s*=(?!=)/g;
const componentCall = /[\w$]+\s*\.\s*(?:forwardRef|memo|createContext)\s*\(/g;
const annotatedCall = /\/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/g;
const count = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].length;

describe('trimReactRouter over the installed React Router (docs/decisions/0002)', () => {
  it('is the release the trim was checked against', () => {
    expect(installedVersion).toBe(reactRouterTrimCheckedAgainst.version);
    expect(chunks.length).toBeGreaterThan(0);
  });

  it('removes every displayName write and annotates every forwardRef, memo and createContext call', () => {
    let displayNamesRemoved = 0;
    let callsAnnotated = 0;
    for (const { path, source } of chunks) {
      const trim = trimReactRouterChunk(source);
      expect(trim.problems, path).toEqual([]);
      expect(count(trim.code, displayNameWrite), path).toBe(0);
      expect(count(trim.code, annotatedCall), path).toBe(count(source, componentCall));
      expect(count(trim.code, componentCall), path).toBe(count(source, componentCall));
      // Only those lines changed: the rest of the chunk is byte for byte the same.
      expect(
        trim.code.replace(
          /\/\* @__PURE__ \*\/ (?=React\d*\.(?:forwardRef|memo|createContext)\()/g,
          '',
        ),
        path,
      ).toBe(source.replace(/^\s*[\w$]+\.displayName = "[^"\n]*";$/gm, ''));
      // And it is still a module.
      expect(() => parseAst(trim.code), path).not.toThrow();
      displayNamesRemoved += trim.displayNamesRemoved;
      callsAnnotated += trim.callsAnnotated;
    }
    expect({ displayNamesRemoved, callsAnnotated }).toEqual({
      displayNamesRemoved: reactRouterTrimCheckedAgainst.displayNamesRemoved,
      callsAnnotated: reactRouterTrimCheckedAgainst.callsAnnotated,
    });
  });

  it('takes the names off the components the app does not use, Link and NavLink among them', () => {
    const source = chunks.map((chunk) => chunk.source).join('\n');
    for (const name of ['Link', 'NavLink', 'Form', 'ScrollRestoration', 'DataRouterContext'])
      expect(source).toContain(`${name}.displayName = `);
    const trimmed = chunks.map((chunk) => trimReactRouterChunk(chunk.source).code).join('\n');
    for (const name of ['Link', 'NavLink', 'Form', 'ScrollRestoration', 'DataRouterContext'])
      expect(trimmed).not.toContain(`${name}.displayName`);
  });
});

describe('trimReactRouterChunk on an upstream change (docs/decisions/0002)', () => {
  const chunk = [
    'import * as React10 from "react";',
    'var Link = React10.forwardRef(function Link2(props, ref) { return null; });',
    'Link.displayName = "Link";',
    'var Ctx = React10.createContext(null);',
    'Ctx.displayName = "Ctx";',
  ].join('\n');

  it('rewrites the shape it knows', () => {
    const trim = trimReactRouterChunk(chunk);
    expect(trim.problems).toEqual([]);
    expect(trim).toMatchObject({ displayNamesRemoved: 2, callsAnnotated: 2 });
  });

  it('reports a displayName written another way', () => {
    const trim = trimReactRouterChunk(
      chunk.replace('Link.displayName = "Link";', 'Link.displayName="Link";'),
    );
    expect(trim.problems).toEqual([
      'a displayName write the pattern missed: Link.displayName="Link";',
    ]);
  });

  it('reports a call the annotation pattern does not reach', () => {
    const trim = trimReactRouterChunk(
      chunk.replace(
        'var Ctx = React10.createContext(null);',
        'var Ctx = ready && React10.createContext(null);',
      ),
    );
    expect(trim.problems).toEqual(['a call left without the annotation: React10.createContext(']);
  });

  it('reports a call through something other than React', () => {
    const trim = trimReactRouterChunk(
      chunk.replace(
        'import * as React10 from "react";',
        'import * as React10 from "./react-shim";',
      ),
    );
    expect(trim.problems).toContain(
      "React10.forwardRef( calls through React10, which is not React's namespace import",
    );
  });

  it('counts fewer changes when a release names components through a helper instead', () => {
    const trim = trimReactRouterChunk(
      chunk.replace('Link.displayName = "Link";', 'Object.assign(Link, { displayName: "Link" });'),
    );
    // No pattern matched that line: only the build's comparison with the checked counts sees it.
    expect(trim.problems).toEqual([]);
    expect(trim.displayNamesRemoved).toBe(1);
  });
});
