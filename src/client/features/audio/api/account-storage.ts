// The account's storage query lives in lib/queries (the settings page reads it too); audio's own
// files still import it from here until their next edit points them there.
export {
  ACCOUNT_STORAGE_KEY,
  accountStorageQuery,
  useAccountStorage,
} from '../../../lib/queries/account-storage';
