import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The window title '{title} · {product}' of the page scaffold (spec part 1 §2). */
export function useWindowTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('windowTitle', { title, product: t('product') });
  }, [t, title]);
}
