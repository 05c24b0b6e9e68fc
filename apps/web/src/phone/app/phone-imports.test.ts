import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The phone page loads no console code (issue 13, as ADR 0014 for the display): walks the static and
 * dynamic imports from phone-page.tsx through the source (type-only imports left out, as the build
 * erases them). bench/bundle checks the built chunks the same way.
 */
const SRC = resolve(import.meta.dirname, '../..');
const START = join(SRC, 'phone/app/phone-page.tsx');
const IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

function walk(): { files: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [START];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      } else packages.add(specifier);
    }
  }
  return { files: [...seen].map((f) => relative(SRC, f)), packages };
}

describe('the phone page', () => {
  const { files, packages } = walk();

  it('reaches the phone code through its imports', () => {
    expect(files).toContain('phone/calls/CallsScreen.tsx');
    expect(files).toContain('phone/pairing/PairingScreen.tsx');
  });

  it('imports no console feature, route, guard, shell screen or session', () => {
    const console = files.filter((f) =>
      /^(?:features\/|app\/(?:routes|guards|modal|session|shell|providers\/AppProviders)|ui\/crud\/)/.test(f),
    );
    expect(console).toEqual([]);
  });

  it('imports neither Apollo Client nor React Router', () => {
    expect([...packages].filter((p) => /^(?:@apollo\/|react-router)/.test(p))).toEqual([]);
  });
});
