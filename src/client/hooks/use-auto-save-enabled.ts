import { useAccountSettings } from '../lib/queries/account-settings';

/** Whether the signed-in account auto-saves its edits (on until it says otherwise). */
export function useAutoSaveEnabled(): boolean {
  return useAccountSettings().data?.autoSave ?? true;
}
