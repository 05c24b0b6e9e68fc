import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ModalRouteContext } from '../../../app/modal/modal-context';

/**
 * Closes the node form as the modal stack does (to the list, filters kept); outside the stack — a
 * test mounting the form alone — it goes to the list the same way.
 */
export function useCloseNodeForm(): () => void {
  const modal = useContext(ModalRouteContext);
  const navigate = useNavigate();
  const { search } = useLocation();
  return modal?.close ?? (() => void navigate({ pathname: '/tree', search }));
}
