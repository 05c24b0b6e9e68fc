import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads goes through i18next (STYLE.md, habit 7). Biome's noJsxLiterals rejects
 * text between tags; this test rejects literal strings in the props that carry text, string literals
 * written as a child (`{'Save'}`), and literal titles and texts handed to notify().
 */
const TEXT_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'error',
  'message',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'tooltip',
  'text',
]);
const HAS_LETTERS = /\p{L}/u;
/** The fields of a notification a user reads (app/notifications). */
const NOTIFICATION_TEXT = new Set(['title', 'text', 'label']);

const isNotifyCall = (node: ts.CallExpression) => /(?:^|\.)notify$/.test(node.expression.getText());

function literalTextIn(source: string, fileName = 'x.tsx'): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1} ${text.trim()}`);
  };
  const literalOf = (init: ts.JsxAttributeValue | undefined): string | null => {
    if (!init) return null;
    if (ts.isStringLiteral(init)) return init.text;
    if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
      return init.expression.text;
    return null;
  };
  // Every object literal in the call: the notification itself and its actions.
  const reportNotification = (call: ts.Node) => {
    const walk = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        NOTIFICATION_TEXT.has(node.name.getText(file)) &&
        ts.isStringLiteralLike(node.initializer) &&
        HAS_LETTERS.test(node.initializer.text)
      ) {
        report(node, `${node.name.getText(file)}: '${node.initializer.text}'`);
      }
      ts.forEachChild(node, walk);
    };
    walk(call);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const text = literalOf(node.initializer);
      if (text !== null && HAS_LETTERS.test(text)) report(node, `${node.name.getText(file)}="${text}"`);
    }
    if (ts.isJsxText(node) && HAS_LETTERS.test(node.text)) report(node, node.text);
    const parent = node.parent;
    if (
      ts.isJsxExpression(node) &&
      parent &&
      (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      HAS_LETTERS.test(node.expression.text)
    ) {
      report(node, `{'${node.expression.text}'}`);
    }
    if (ts.isCallExpression(node) && isNotifyCall(node)) reportNotification(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('no literal UI text', () => {
  it('finds literal text in a sample', () => {
    const sample = `export const A = () => <><TextInput label="Name" placeholder={'Type'} /><b>Hello</b></>;`;
    expect(literalTextIn(sample)).toEqual(['x.tsx:1 label="Name"', 'x.tsx:1 placeholder="Type"', 'x.tsx:1 Hello']);
  });

  it('finds literal children and notifications with literal text', () => {
    const sample = `export const A = () => { notify({ title: 'Saved', actions: { primary: { label: 'Undo' } } }); return <b>{'Hello'}</b>; };`;
    expect(literalTextIn(sample)).toEqual(["x.tsx:1 title: 'Saved'", "x.tsx:1 label: 'Undo'", "x.tsx:1 {'Hello'}"]);
  });

  it('lets translations, symbols and non-text props through', () => {
    const sample = `export const A = () => { notify({ id: 'saved', title: t('saved') }); return <Box label={t('a.b')} variant="filled" title="·" aria-hidden="true">{t('x')} – {'·'}</Box>; };`;
    expect(literalTextIn(sample)).toEqual([]);
  });

  // Parses every component of the app: several seconds when the machine is busy.
  it('holds for every component of the app', { timeout: 60_000 }, () => {
    const root = join(import.meta.dirname, '..');
    const found = componentFiles(root).flatMap((path) =>
      literalTextIn(readFileSync(path, 'utf8'), relative(root, path)),
    );
    expect(found).toEqual([]);
  });
});
