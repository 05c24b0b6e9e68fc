import { Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it('makes a named loader a status, which may carry its name (axe: aria-prohibited-attr on a span)', () => {
    render(
      <MantineProvider theme={theme}>
        <Loader aria-label="Loading" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
