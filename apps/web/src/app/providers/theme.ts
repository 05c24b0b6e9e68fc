import { createTheme, type MantineColorsTuple, type PasswordInputProps } from '@mantine/core';
import { PasswordVisibilityIcon } from '../../ui/PasswordVisibilityIcon';

/**
 * Mantine's teal with its two darkest shades darker still: white on the usual primary (#12b886) read
 * at 2.55:1, and WCAG AA asks 4.5:1 for text (issue 14). Shade 8 fills buttons (5.3:1 under white),
 * shade 9 their hover and the light variant's text; the pale shades stay Mantine's, for backgrounds.
 * theme.test.ts computes the ratios.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#087a58',
  '#066649',
];

/**
 * Mantine's grey with shade 6 darker: it is the "dimmed" text colour (hints, descriptions, list footers,
 * empty cells), which read at 3.3:1 on white (#868e96); #646c74 reads 5.3:1 on white and 4.8:1 on the
 * pale grey of table stripes and headers (axe in the e2e suite, issue 14 item 9).
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646c74',
  '#495057',
  '#343a40',
  '#212529',
];

/**
 * Mantine's green with shade 9 darker: the light variant's text (badges such as "battery fine" in the tree)
 * read at 3.8:1 on its pale green (#2b8a3e on #d3f9d8); #237032 reads 5.3:1.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#237032',
];

/** Yellow and orange with shade 9 darker, for the same reason: 2.7:1 and 3.6:1 before, 4.9:1 and 5.6:1 now. */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#9c5a00',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#a33a0b',
];

export const theme = createTheme({
  colors: { teal, gray, green, yellow, orange },
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'sm',
  components: {
    // Mantine names the show/hide button "Toggle password visibility" in every language; cleared here,
    // the icon's translated hidden text names it instead. A plain object, not `PasswordInput.extend`:
    // importing the component here put it into the wall display's code, which has no password field.
    PasswordInput: {
      defaultProps: {
        visibilityToggleIcon: PasswordVisibilityIcon,
        visibilityToggleButtonProps: { 'aria-label': undefined },
      } satisfies Partial<PasswordInputProps>,
    },
    // Loaders carry a name (aria-label) where they stand for content still loading; a plain span may not
    // be named (axe: aria-prohibited-attr, seen on /pwa/sync while its list loaded), a status may.
    Loader: { defaultProps: { role: 'status' } },
  },
});
