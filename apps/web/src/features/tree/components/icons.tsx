import { DOWN_PATH, PLUS_PATH, StrokeIcon, TRASH_PATH, UP_PATH } from '../../../ui/StrokeIcon';

/** The tree's few glyphs. Points right when collapsed, down when expanded. */
export const ChevronIcon = ({ open }: { open: boolean }) => <StrokeIcon d="M9 6l6 6-6 6" rotate={open ? 90 : 0} />;
export const UpIcon = () => <StrokeIcon d={UP_PATH} />;
export const DownIcon = () => <StrokeIcon d={DOWN_PATH} />;
export const PlusIcon = () => <StrokeIcon d={PLUS_PATH} />;
export const TrashIcon = () => <StrokeIcon d={TRASH_PATH} />;
