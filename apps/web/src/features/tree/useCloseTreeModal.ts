import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { ModalRouteContext } from '../../app/modal/modal-context';

/**
 * Closes a tree modal as the modal stack does; outside the stack (a test mounting the modal alone)
 * it goes to `fallback`, the page the modal lies over.
 */
export function useCloseTreeModal(fallback: string): () => void {
  const modal = useContext(ModalRouteContext);
  const navigate = useNavigate();
  return modal?.close ?? (() => void navigate(fallback));
}
