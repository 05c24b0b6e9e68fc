import { PLUS_PATH, StrokeIcon, TRASH_PATH } from '../../../ui/StrokeIcon';

/** The picker's two button icons. */
export const PlusIcon = () => <StrokeIcon d={PLUS_PATH} size={18} />;
export const TrashIcon = () => <StrokeIcon d={TRASH_PATH} size={18} />;
