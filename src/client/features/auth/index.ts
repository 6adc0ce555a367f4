// What other features may use of auth (issue 15 item 4: features meet only through their entries): the account
// mutations and the profile list's key. The signed-in user's query is lib/queries/current-user.
export { useDemoLogin, useLogout, useRegister } from './api/auth-mutations';
export { PROFILES_KEY } from './api/profiles';
