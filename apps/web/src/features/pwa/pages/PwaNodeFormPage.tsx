import { Anchor, Paper } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ModalRouteContext } from '../../../app/modal/modal-context';
import { NodeFormPage } from '../../tree/pages/NodeFormPage';

/**
 * `/pwa/system/edit/:id?`: the tree's node form (the same form, queries and mutations as `/tree`) as a
 * page of its own; back, cancel, save and delete all return to the system view, where the list was.
 */
export function PwaNodeFormPage() {
  const { t } = useTranslation('pwa');
  const navigate = useNavigate();
  const { search } = useLocation();
  const back = useMemo(() => ({ pathname: '/pwa/system', search }), [search]);
  const modal = useMemo(() => ({ close: () => void navigate(back) }), [navigate, back]);
  return (
    <>
      <Anchor component={Link} to={back} mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
        {`‹ ${t('system.back')}`}
      </Anchor>
      <Paper withBorder radius="md" p="sm">
        <ModalRouteContext.Provider value={modal}>
          <NodeFormPage />
        </ModalRouteContext.Provider>
      </Paper>
    </>
  );
}
