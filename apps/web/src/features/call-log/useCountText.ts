import { useTranslation } from 'react-i18next';

/** Numbers as the console writes them (de-CH, docs/architecture.md): 1’234. */
export const NUMBER = new Intl.NumberFormat('de-CH');

/** "1’234 calls", or "more than 10’000 calls" where the server stopped counting; null until known. */
export function useCountText(count: { value: number; exact: boolean } | null): string | null {
  const { t } = useTranslation('calllog');
  if (!count) return null;
  const value = NUMBER.format(count.value);
  return count.exact ? t('list.count', { count: count.value, value }) : t('list.countMore', { value });
}
