import { Anchor, Group } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../../../app/routes/route-index';
import { useTreeAccess } from '../tree-access';

/**
 * Opens the flight profile form over the node form (`/tree/edit/:nodeid/flightprofiles/:id?`, spec
 * part 1 §2) for holders of admin::manage_flightprofiles: the chosen profile, or a new one. Only for a
 * saved node, whose id the held form's route carries; unsaved changes are asked about on the way.
 */
export function FlightProfileLinks({ nodeId, profileId }: { nodeId: number | null; profileId: number | null }) {
  const { t } = useTranslation('tree');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { principal } = useTreeAccess();
  if (nodeId === null || !hasPermission(principal, 'admin::manage_flightprofiles')) return null;
  const open = (id?: number) => navigate({ pathname: pathOf('treeFlightProfileForm', { nodeid: nodeId, id }), search });
  return (
    <Group gap="sm">
      {profileId !== null && (
        <Anchor component="button" type="button" size="xs" onClick={() => open(profileId)}>
          {t('form.flightProfile.edit')}
        </Anchor>
      )}
      <Anchor component="button" type="button" size="xs" onClick={() => open()}>
        {t('form.flightProfile.new')}
      </Anchor>
    </Group>
  );
}
