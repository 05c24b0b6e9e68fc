import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/providers/theme';
import { contrastRatio } from './contrast';

const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
const variables: Record<string, string> = { ...resolved.variables, ...resolved.light };

/** A CSS variable of the light scheme followed through its var(--…) references to a colour. */
function colour(name: string): string {
  const value = variables[name];
  if (value === undefined) throw new Error(`no ${name} in the theme`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? colour(reference[1]) : value;
}

// Text on the primary colour and the primary colour as text, as Mantine's variants paint them.
const PAIRS: readonly [what: string, text: string, background: string][] = [
  ['filled button', '--mantine-color-white', '--mantine-primary-color-filled'],
  ['filled button, hovered', '--mantine-color-white', '--mantine-primary-color-filled-hover'],
  ['light variant', '--mantine-primary-color-light-color', '--mantine-primary-color-light'],
  ['light variant, hovered', '--mantine-primary-color-light-color', '--mantine-primary-color-light-hover'],
  ['link on the page', '--mantine-color-anchor', '--mantine-color-body'],
  ['dimmed text on the page', '--mantine-color-dimmed', '--mantine-color-body'],
  ['dimmed text on pale grey', '--mantine-color-dimmed', '--mantine-color-gray-1'],
  ['green light variant (badges)', '--mantine-color-green-light-color', '--mantine-color-green-light'],
  ['yellow light variant (badges)', '--mantine-color-yellow-light-color', '--mantine-color-yellow-light'],
  ['orange light variant (badges)', '--mantine-color-orange-light-color', '--mantine-color-orange-light'],
  ['red light variant (badges)', '--mantine-color-red-light-color', '--mantine-color-red-light'],
];

describe('the theme’s primary colour', () => {
  it('is not the old teal 6, which white text read at 2.55:1 on', () => {
    expect(contrastRatio('#ffffff', '#12b886')).toBeCloseTo(2.55, 1);
    expect(colour('--mantine-primary-color-filled')).not.toBe('#12b886');
  });

  it.each(PAIRS)('%s reads at 4.5:1 or more (WCAG AA)', (_what, text, background) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});
