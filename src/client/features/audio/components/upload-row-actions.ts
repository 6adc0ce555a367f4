import { createContext, useContext } from 'react';

/** What a failed upload row offers; given by the list that owns the queue (SongUploadsArea). */
export interface UploadRowActions {
  retry: (key: string) => void;
  dismiss: (key: string) => void;
}

export const UploadRowActionsContext = createContext<UploadRowActions | null>(null);

/** The queue's Retry and Dismiss for the rows of this list (none outside an upload area). */
export const useUploadRowActions = () => useContext(UploadRowActionsContext);
