import { Badge, Table } from '@mantine/core';
import { LICENSE_LIMIT_KINDS, type LicenseLimits, type LimitLevel, limitLevel } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';

const LEVEL_COLOR: Record<LimitLevel, string> = {
  unlimited: 'gray',
  ok: 'green',
  near: 'yellow',
  reached: 'orange',
  over: 'red',
};

/** Each limit of the licence beside what the installation uses of it. */
export function LicenseLimitsTable({ limits, used }: { limits: LicenseLimits; used: LicenseLimits }) {
  const { t } = useTranslation('systemAdmin');
  return (
    <Table aria-label={t('license.limits.title')} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('license.limits.kind')}</Table.Th>
          <Table.Th>{t('license.limits.used')}</Table.Th>
          <Table.Th>{t('license.limits.limit')}</Table.Th>
          <Table.Th>{t('license.limits.state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {LICENSE_LIMIT_KINDS.map((kind) => {
          const level = limitLevel(used[kind], limits[kind]);
          return (
            <Table.Tr key={kind}>
              <Table.Td>{t(`license.kinds.${kind}`)}</Table.Td>
              <Table.Td>{used[kind]}</Table.Td>
              <Table.Td>{limits[kind] < 0 ? t('license.limits.unlimited') : limits[kind]}</Table.Td>
              <Table.Td>
                <Badge color={LEVEL_COLOR[level]} variant="light">
                  {t(`license.levels.${level}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
