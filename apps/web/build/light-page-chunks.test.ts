import { describe, expect, it } from 'vitest';
import { type ChunkingGraph, staticClosure } from './light-page-chunks';

/** A module graph as the chunking pass shows it: id → code, imported ids derived from the specifiers. */
function graphOf(modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>): ChunkingGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { code: module.code, importedIds: module.imports ?? [], exports: module.exports ?? [] } : null;
    },
  };
}

const NM = '/repo/node_modules/ui/esm';
const PKG = '/repo/packages/domain/src';

describe('the static closure of a light page', () => {
  it('follows a package barrel only to the modules of the names imported', () => {
    const graph = graphOf({
      '/repo/src/page.tsx': {
        code: 'import { Button, type Props } from "ui";\nimport { formatId } from "@wardlight/domain";\nimport "./side.css";',
        imports: [`${NM}/index.mjs`, `${PKG}/index.ts`, '/repo/src/side.css'],
      },
      [`${NM}/index.mjs`]: {
        code: 'import { Button } from "./Button.mjs";\nimport { Table } from "./Table.mjs";\nexport { Button, Table };',
        imports: [`${NM}/Button.mjs`, `${NM}/Table.mjs`],
      },
      [`${NM}/Button.mjs`]: {
        code: 'import { Box } from "./Box.mjs";\nexport const Button = Box;',
        imports: [`${NM}/Box.mjs`],
      },
      [`${NM}/Box.mjs`]: { code: 'export const Box = 1;' },
      [`${NM}/Table.mjs`]: { code: 'export const Table = 2;' },
      [`${PKG}/index.ts`]: {
        code: "export * from './ids';\nexport * from './tree/index';",
        imports: [`${PKG}/ids.ts`, `${PKG}/tree/index.ts`],
      },
      [`${PKG}/ids.ts`]: { code: 'export function formatId() {}', exports: ['formatId'] },
      [`${PKG}/tree/index.ts`]: { code: "export * from './rules';", imports: [`${PKG}/tree/rules.ts`] },
      [`${PKG}/tree/rules.ts`]: { code: 'export const rules = [];', exports: ['rules'] },
      '/repo/src/side.css': { code: '' },
    });
    const closure = staticClosure(graph, '/repo/src/page.tsx');
    expect([...closure].sort()).toEqual(
      ['/repo/src/page.tsx', '/repo/src/side.css', `${NM}/Box.mjs`, `${NM}/Button.mjs`, `${PKG}/ids.ts`].sort(),
    );
  });

  it('takes every module of a barrel imported as a namespace, and every import of a plain module', () => {
    const graph = graphOf({
      '/repo/src/page.tsx': {
        code: 'import * as ui from "ui";\nimport { a } from "./a";',
        imports: [`${NM}/index.mjs`, '/repo/src/a.ts'],
      },
      [`${NM}/index.mjs`]: {
        code: 'import { Button } from "./Button.mjs";\nimport { Table } from "./Table.mjs";\nexport { Button, Table };',
        imports: [`${NM}/Button.mjs`, `${NM}/Table.mjs`],
      },
      [`${NM}/Button.mjs`]: { code: 'export const Button = 1;' },
      [`${NM}/Table.mjs`]: { code: 'export const Table = 2;' },
      '/repo/src/a.ts': { code: 'import { b } from "./b";\nexport const a = b;', imports: ['/repo/src/b.ts'] },
      '/repo/src/b.ts': { code: 'export const b = 1; export const unused = 2;' },
    });
    const closure = staticClosure(graph, '/repo/src/page.tsx');
    expect(closure).toContain(`${NM}/Button.mjs`);
    expect(closure).toContain(`${NM}/Table.mjs`);
    expect(closure).toContain('/repo/src/b.ts');
  });

  it('follows export * into a nested barrel whose own export list leaves the re-exported names out', () => {
    const graph = graphOf({
      '/repo/src/page.tsx': {
        code: 'import { rules } from "@wardlight/domain";',
        imports: [`${PKG}/index.ts`],
      },
      [`${PKG}/index.ts`]: {
        code: "export * from './ids';\nexport * from './tree/index';",
        imports: [`${PKG}/ids.ts`, `${PKG}/tree/index.ts`],
      },
      [`${PKG}/ids.ts`]: { code: 'export function formatId() {}', exports: ['formatId'] },
      // As the bundler reports a barrel: no names of its own.
      [`${PKG}/tree/index.ts`]: { code: "export * from './rules';", imports: [`${PKG}/tree/rules.ts`], exports: [] },
      [`${PKG}/tree/rules.ts`]: { code: 'export const rules = [];', exports: ['rules'] },
    });
    expect([...staticClosure(graph, '/repo/src/page.tsx')].sort()).toEqual(
      ['/repo/src/page.tsx', `${PKG}/tree/rules.ts`].sort(),
    );
  });
});
