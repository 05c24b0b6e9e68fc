// The one entry other features use: the lead mounts ExportMenu in the call log's toolbar and the tree.
export { ExportMenu, type ExportMenuProps } from './components/ExportMenu';
