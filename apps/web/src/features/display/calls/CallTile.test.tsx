import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { buildCall } from '../test/builders';
import { CallTile } from './CallTile';
import type { TileKind } from './urgency';

const KINDS: readonly [TileKind, Parameters<typeof buildCall>[1]][] = [
  ['normal', { urgency: 'Normal', type: 'Ruf' }],
  ['urgent', { urgency: 'Urgent', type: 'Dringender Ruf' }],
  ['emergency', { urgency: 'Emergency', type: 'Notruf' }],
  ['defect', { urgency: 'Normal', type: 'Kabelbruch', flag: 'Defect' }],
];

function renderTile(spec: Parameters<typeof buildCall>[1], device = 'Zimmer 101') {
  const view = render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('de')}>
        <ul>
          <CallTile call={buildCall(1, { device, ...spec })} now={Date.now()} />
        </ul>
      </I18nextProvider>
    </MantineProvider>,
  );
  const tile = screen.getByTestId('call-tile');
  return { tile, unmount: view.unmount };
}

/**
 * The outline of a tile with every colour taken away: the declarations of display.module.css that
 * shape a tile of the kind's data attributes, colours and backgrounds left out.
 */
const CSS = readFileSync(join(__dirname, '../view/display.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
function outlineOf(tile: HTMLElement): string {
  const attributes = [`[data-urgency="${tile.dataset.urgency}"]`, `[data-kind="${tile.dataset.kind}"]`];
  const shape = new Map<string, string>();
  for (const [, selector = '', body = ''] of CSS.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!attributes.some((attribute) => selector.trim() === `.tile${attribute}`)) continue;
    for (const declaration of body.split(';')) {
      const [property = '', ...value] = declaration.split(':');
      if (/^\s*(border-(style|width|radius)|clip-path)\s*$/.test(property))
        shape.set(property.trim(), value.join(':').trim());
    }
  }
  return [...shape].sort().join('; ');
}

describe('call tiles', () => {
  it('never repeat the call type as their label: a normal call reads Normal / Zimmer 101 / Ruf', () => {
    const { tile } = renderTile({ urgency: 'Normal', type: 'Ruf' });
    expect(tile.textContent?.match(/Ruf/g)).toHaveLength(1);
    expect(within(tile).getByText('Normal')).toBeInTheDocument();
  });

  it('leave out a call type text that only says what the label says', () => {
    const { tile } = renderTile({ urgency: 'Emergency', type: 'Notfall', position: 'Bad' });
    expect(within(tile).getAllByText(/Notfall/)).toHaveLength(1);
    expect(within(tile).getByText('Bad')).toBeInTheDocument();
  });

  it('call a defect a technical defect, not a call', () => {
    const { tile } = renderTile({ urgency: 'Urgent', type: 'Kabelbruch', flag: 'Defect' });
    expect(tile).toHaveAttribute('data-kind', 'defect');
    expect(within(tile).getByText('Technischer Defekt')).toBeInTheDocument();
    expect(within(tile).queryByText('Dringend')).toBeNull();
  });

  it('tell every urgency and a defect apart without colour: word, icon and outline each differ', () => {
    const cues = KINDS.map(([kind, spec]) => {
      const { tile, unmount } = renderTile(spec);
      const icon = tile.querySelector('svg');
      const cue = {
        kind,
        word: icon?.nextElementSibling?.textContent,
        icon: [...(icon?.querySelectorAll('path, circle') ?? [])]
          .map((p) => p.getAttribute('d') ?? p.tagName)
          .join(' '),
        outline: outlineOf(tile),
      };
      unmount();
      return cue;
    });
    for (const cue of ['word', 'icon', 'outline'] as const) {
      const values = cues.map((c) => c[cue]);
      expect(values.every(Boolean), `${cue}: ${values.join(' | ')}`).toBe(true);
      expect(new Set(values).size, `${cue} per kind: ${values.join(' | ')}`).toBe(KINDS.length);
    }
  });
});
