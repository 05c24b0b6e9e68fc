import { useContext } from 'react';
import { ModalRouteContext } from './modal-context';

/**
 * Closes the modal route this component is rendered in: to the parent route with the parameters
 * it reuses, as a backdrop click would (spec part 1 §2). For a form's cancel and done actions.
 */
export function useCloseModal(): () => void {
  const modal = useContext(ModalRouteContext);
  if (!modal) throw new Error('useCloseModal outside a modal route');
  return modal.close;
}
