export { deleteAccount } from './account-deletion.js';
