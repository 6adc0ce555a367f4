// What other features may use of folders: the folder list, filing a project (the dialog, the
// drop targets and the toast), one folder's dialogs and the /folders overview.
export { useFolders } from './api/folders';
export { useFolder } from './api/use-folder';
export { DeleteFolderDialog } from './components/delete-folder-dialog';
export { FolderNameDialog } from './components/folder-name-dialog';
export type { FolderDropData } from './components/folder-tile';
export { FoldersOverview } from './components/folders-overview';
export { MoveToFolderDialog, type FolderedProject } from './components/move-to-folder-dialog';
export { useFileProjectWithToast } from './components/use-file-project-with-toast';
export { isFolderChange, type FolderChoice } from './lib/folder-rules';
