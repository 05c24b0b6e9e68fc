import axe from 'axe-core';

/**
 * The serious and critical accessibility violations axe-core finds in `root`, as `rule: targets` lines
 * (empty when there are none). jsdom computes no layout, so colour contrast is left to the browser tests.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
