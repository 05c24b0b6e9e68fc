import { useQuery } from '@apollo/client/react';
import { Button, Group, Select } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TreeViewChoicesDocument } from '../../../generated/graphql';
import { useTreeAccess } from '../tree-access';
import { applyView, filtersOf, needsFilters, viewIdOf } from './saved-view';
import { TreeViewDialog } from './TreeViewDialog';

/**
 * The saved views of the tree (ADR 0012): a picker over the views the server offers this user, and for
 * view managers a dialog to save the current filters as a view or change the chosen one.
 */
export function TreeViewPicker() {
  const { t } = useTranslation('tree');
  const { principal } = useTreeAccess();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const { data } = useQuery(TreeViewChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const choices = data?.systemTreeViewChoices ?? [];
  const current = viewIdOf(params);
  const chosen = choices.find((c) => c.id === current);
  const mayManage = hasPermission(principal, 'systemtree::manage_views');

  // A deep link (`/tree/view/{id}`) names the view only: its filters come from the server. While saved
  // views are enabled the system view is not offered (spec part 1 §4), so the tree opens in the first.
  useEffect(() => {
    if (chosen && needsFilters(params) && chosen.filters.length > 0)
      setParams(applyView(params, chosen), { replace: true });
    const first = choices[0];
    if (!chosen && first && !first.is_system_view) setParams(applyView(params, first), { replace: true });
  }, [chosen, choices, params, setParams]);

  if (choices.length <= 1 && !mayManage) return null;
  return (
    <Group gap="xs" align="flex-end">
      {choices.length > 0 && (
        <Select
          label={t('savedViews.label')}
          w={220}
          allowDeselect={false}
          value={String((chosen ?? choices.find((c) => c.is_system_view) ?? choices[0])?.id ?? 0)}
          data={choices.map((c) => ({
            value: String(c.id),
            label: c.is_system_view ? t('savedViews.system') : c.name,
          }))}
          onChange={(value) => {
            const choice = choices.find((c) => String(c.id) === value);
            if (choice) setParams(applyView(params, choice));
          }}
        />
      )}
      {mayManage && (
        <Button variant="default" onClick={() => setDialog({ id: null })}>
          {t('savedViews.save')}
        </Button>
      )}
      {chosen?.can_edit && (
        <Button variant="default" onClick={() => setDialog({ id: chosen.id })}>
          {t('savedViews.edit')}
        </Button>
      )}
      {dialog && (
        <TreeViewDialog
          id={dialog.id}
          currentFilters={filtersOf(params)}
          onClose={(result) => {
            setDialog(null);
            if (result?.deleted) setParams(applyView(params, { id: 0, filters: [] }));
            else if (result?.saved) setParams(applyView(params, result.saved));
          }}
        />
      )}
    </Group>
  );
}
