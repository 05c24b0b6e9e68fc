import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { PageScaffold } from './PageScaffold';
import { usePageFullscreen } from './page-fullscreen';

function ShellProbe() {
  return <p data-testid="shell">{usePageFullscreen() ? 'bare' : 'with header'}</p>;
}

function Page({ initial = false }: { initial?: boolean }) {
  const [fullscreen, setFullscreen] = useState(initial);
  return (
    <PageScaffold
      title="Sections"
      subtitle="Ward A"
      actions={<button type="button">{'New'}</button>}
      footer={<span>{'page footer'}</span>}
      fullscreen={fullscreen}
      onFullscreenChange={setFullscreen}
    >
      <p>{'content'}</p>
    </PageScaffold>
  );
}

function mount(page: React.ReactNode) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={createI18n('en')}>
        <ShellProbe />
        {page}
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('page scaffold (spec part 1 §2)', () => {
  it('shows title, subtitle, actions and content, and names the window after the page', () => {
    mount(<Page />);
    expect(screen.getByRole('heading', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByText('Ward A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(document.title).toBe('Sections · Wardlight');
  });

  it('hides the console header and its footer in full screen, and brings them back', () => {
    mount(<Page />);
    expect(screen.getByTestId('shell')).toHaveTextContent('with header');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByTestId('shell')).toHaveTextContent('bare');
    expect(screen.queryByText('page footer')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Leave full screen' }));
    expect(screen.getByTestId('shell')).toHaveTextContent('with header');
    expect(screen.getByText('page footer')).toBeInTheDocument();
  });

  it('gives the header back when a full-screen page goes away', () => {
    const { rerender } = mount(<Page initial />);
    expect(screen.getByTestId('shell')).toHaveTextContent('bare');
    rerender(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('en')}>
          <ShellProbe />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('shell')).toHaveTextContent('with header');
  });
});
