// Entry of auth, what other features may use (issue 15 item 4): the account mutations and the
// profile list's key. The signed-in user's query is lib/queries/current-user.
export { useDemoLogin, useLogout, useRegister } from './api/auth-mutations';
export { PROFILES_KEY } from './api/profiles';
