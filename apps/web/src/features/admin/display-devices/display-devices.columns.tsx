import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisplayDeviceFieldsFragment } from '../../../generated/graphql';
import type { Column } from '../../../ui/crud/define-entity';
import { formatDateTime } from '../../../ui/time/date-format';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'green', revoked: 'red' };

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminSystem');
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
      {t(`displayDevices.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The list's columns (texts under adminSystem:displayDevices.columns); the server sorts the sortable ones. */
export const DISPLAY_DEVICE_COLUMNS: readonly Column<DisplayDeviceFieldsFragment>[] = [
  { key: 'id', sortValue: (d) => d.id },
  { key: 'name', sortable: true },
  { key: 'status', sortable: true, render: (d) => <StatusBadge status={d.status} /> },
  { key: 'requested_at', sortable: true, render: (d) => formatDateTime(d.requested_at) },
  { key: 'last_seen_at', sortable: true, render: (d) => formatDateTime(d.last_seen_at) },
  { key: 'last_address' },
  { key: 'decided_by_name' },
];
