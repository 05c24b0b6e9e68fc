import { DOWN_PATH, StrokeIcon, UP_PATH } from '../StrokeIcon';

/** The few glyphs of the kit's forms and sort screens. */
export const UpGlyph = () => <StrokeIcon d={UP_PATH} />;
export const DownGlyph = () => <StrokeIcon d={DOWN_PATH} />;
export const RemoveGlyph = () => <StrokeIcon d="M6 6l12 12M18 6L6 18" />;
