import { VisuallyHidden } from '@mantine/core';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_OFF =
  'M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6';

/**
 * The password field's show/hide button, named in the page's language: Mantine writes a fixed English
 * aria-label on it, which the theme clears (theme.ts) so that this hidden text names the button. The
 * console has the words in `common`, the phone, which loads only its own namespace, in `phone`; no
 * hook of a namespace here, which would suspend a page that does not load it.
 */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  const { i18n } = useContext(I18nContext);
  return (
    <>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
      >
        <path d={reveal ? EYE_OFF : EYE} />
      </svg>
      <VisuallyHidden>{i18n.t(['common:passwordVisibility', 'phone:passwordVisibility'])}</VisuallyHidden>
    </>
  );
}
