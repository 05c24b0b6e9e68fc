import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The two light pages (ADR 0014), the wall display and the staff phone, each in as few chunks as can be
 * (issue 14, ADR 0038 "Bundle"). Left to itself the build cut their code into some 60 chunks, many of a few
 * hundred bytes, one per set of screens sharing a Mantine component; gzip compresses each file alone, and
 * those files cost the display 14 of its 168 KB. Here: what the entry loads goes into `boot` (main.tsx
 * itself stays the entry); what both pages load, and the libraries the display loads, into `light`; the
 * display's own feature code into `display`, the shell parts it shares with the console into
 * `display-shell`; the phone's code into `phone` and the libraries only it uses into `phone-libraries`.
 * The console loads these chunks too where its screens use their modules (and came out 8 KB lighter).
 *
 * "Loads" is the static closure of the page module, with one refinement: an import of a package's barrel
 * (`@mantine/core`'s index re-exports 400 modules) reaches only the modules of the names imported, as the
 * bundler's tree-shaking does — else the whole of Mantine would count as the display's.
 */

/** What the chunking pass tells of a module (rolldown's ModuleInfo, reduced). */
export interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

const here = dirname(fileURLToPath(import.meta.url));
export const ENTRY = resolve(here, '../src/main.tsx');
export const DISPLAY_PAGE = resolve(here, '../src/features/display/app/display-page.tsx');
export const PHONE_PAGE = resolve(here, '../src/phone/app/phone-page.tsx');

/** With the names a module exports (to follow `export *`). */
type Info = NonNullable<ReturnType<ChunkingGraph['getModuleInfo']>> & { exports?: readonly string[] };

/** One import or re-export statement: its specifier and the names it takes ('*' = all, [] = none). */
interface Statement {
  from: string;
  names: string[];
  /** `export { a as b } from` / `import { a as b }`: imported name → local or exported name. */
  pairs: [string, string][];
  reexport: boolean;
}

const STATEMENT = /(?:^|[;\n])\s*(import|export)\s*(?:(type)\s+)?([^'";]*?)\s*(?:from\s*)?["']([^"']+)["']/g;

function parseStatements(code: string): Statement[] {
  const statements: Statement[] = [];
  for (const [, kind = '', type, clause = '', from = ''] of code.matchAll(STATEMENT)) {
    if (type) continue;
    const pairs: [string, string][] = [];
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    if (braces !== undefined)
      for (const part of braces.split(',')) {
        const [name = '', alias] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (!name || part.trim().startsWith('type ')) continue;
        pairs.push([name, alias ?? name]);
        names.push(name);
      }
    const head = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (head.startsWith('*')) names.push('*');
    else if (kind === 'import' && head) names.push('default');
    statements.push({ from, names, pairs, reexport: kind === 'export' });
  }
  return statements;
}

/** The module a statement's specifier resolved to, among the importer's imported ids. */
function resolveSpecifier(importer: string, from: string, importedIds: readonly string[]): string | undefined {
  if (from.startsWith('.')) {
    const base = resolve(dirname(importer), from);
    return importedIds.find(
      (id) => id === base || (id.startsWith(base) && /^(?:\.\w+|\/index\.\w+)$/.test(id.slice(base.length))),
    );
  }
  const inModules = importedIds.find((id) => id.includes(`/node_modules/${from}/`));
  if (inModules) return inModules;
  // A workspace package (@wardlight/domain → packages/domain/src/index.ts).
  const name = from.split('/').pop() ?? from;
  return importedIds.find((id) => !id.includes('/node_modules/') && id.includes(`/${name}/`));
}

/** A module that only imports and re-exports: name → where the name is defined. */
interface Barrel {
  named: Map<string, [id: string, name: string]>;
  stars: string[];
}

/** Whether the code is import and export statements only (linear: no backtracking over large modules). */
function onlyStatements(code: string): boolean {
  const rest = code
    .replace(STATEMENT, ';')
    .replace(/export\s*\{[^}]*\}/g, ';')
    .replace(/["']use client["']/g, ';');
  return /^[\s;]*$/.test(rest);
}

function barrelOf(graph: ChunkingGraph, id: string, cache: Map<string, Barrel | null>): Barrel | null {
  if (cache.has(id)) return cache.get(id) ?? null;
  let barrel: Barrel | null = null;
  const info = graph.getModuleInfo(id);
  if (info?.code && onlyStatements(info.code)) {
    barrel = { named: new Map(), stars: [] };
    const locals = new Map<string, [string, string]>();
    for (const statement of parseStatements(info.code)) {
      const target = resolveSpecifier(id, statement.from, info.importedIds);
      if (!target) {
        barrel = null;
        break;
      }
      if (statement.reexport && statement.names.includes('*') && statement.pairs.length === 0) {
        barrel.stars.push(target);
        continue;
      }
      for (const [name, alias] of statement.pairs)
        (statement.reexport ? barrel.named : locals).set(alias, [target, name]);
    }
    if (barrel)
      for (const [, list = ''] of info.code.matchAll(/export\s*\{([^}]*)\}\s*(?:;|$)/gm))
        for (const part of list.split(',')) {
          const [local = '', exported] = part.trim().split(/\s+as\s+/);
          const target = locals.get(local);
          if (target) barrel.named.set(exported ?? local, target);
        }
  }
  cache.set(id, barrel);
  return barrel;
}

/**
 * Everything `root` loads through static imports, itself included; through a barrel only the modules of
 * the names imported.
 */
export function staticClosure(graph: ChunkingGraph, root: string, barrels = new Map<string, Barrel | null>()) {
  const seen = new Set<string>();
  const seenNames = new Set<string>();
  const stack: [id: string, names: string[] | '*'][] = [[root, '*']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [id, names] = item;
    const barrel = barrelOf(graph, id, barrels);
    if (barrel && names !== '*') {
      for (const name of names) {
        if (seenNames.has(`${id}\0${name}`)) continue;
        seenNames.add(`${id}\0${name}`);
        const target = barrel.named.get(name);
        if (target) stack.push([target[0], [target[1]]]);
        else
          for (const star of barrel.stars) {
            // A module's `exports` may leave out what it re-exports with `export *`: a barrel is asked.
            const exports = (graph.getModuleInfo(star) as Info | null)?.exports;
            if (!exports || exports.includes(name) || barrelOf(graph, star, barrels)) stack.push([star, [name]]);
          }
      }
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const taken = new Map<string, string[] | '*'>();
    if (info.code)
      for (const statement of parseStatements(info.code)) {
        const target = resolveSpecifier(id, statement.from, info.importedIds);
        if (!target) continue;
        const before = taken.get(target) ?? [];
        const names = statement.names.includes('*') || before === '*' ? '*' : [...before, ...statement.names];
        taken.set(target, names);
      }
    for (const imported of info.importedIds) stack.push([imported, taken.get(imported) ?? '*']);
  }
  return seen;
}

interface Pages {
  entry: Set<string>;
  display: Set<string>;
  phone: Set<string>;
}
const pagesOf = new WeakMap<ChunkingGraph, Pages>();

/** The chunk name for a module (a rolldown `codeSplitting` group's `name`), or null: the build decides. */
export function lightPageChunk(id: string, graph: ChunkingGraph): string | null {
  if (/\.css(?:$|\?)/.test(id)) return null;
  let pages = pagesOf.get(graph);
  if (!pages) {
    const barrels = new Map<string, Barrel | null>();
    pages = {
      entry: staticClosure(graph, ENTRY, barrels),
      display: staticClosure(graph, DISPLAY_PAGE, barrels),
      phone: staticClosure(graph, PHONE_PAGE, barrels),
    };
    pagesOf.set(graph, pages);
  }
  if (id === ENTRY) return null;
  if (pages.entry.has(id)) return 'boot';
  const display = pages.display.has(id);
  const phone = pages.phone.has(id);
  if (!display && !phone) return null;
  if (display && phone) return 'light';
  // A library one page alone uses goes to a chunk of its own, not to the page's: the console uses most of
  // them too, and would otherwise load the page's code for a Mantine component.
  const library = /[\\/](?:node_modules|packages)[\\/]/.test(id);
  if (display) {
    if (library) return 'light';
    // The shell's parts (session, notifications, banners) that the console shares: apart, so a console
    // screen does not load the display's own code with them.
    return /[\\/]src[\\/]features[\\/]display[\\/]/.test(id) ? 'display' : 'display-shell';
  }
  return library ? 'phone-libraries' : 'phone';
}
