// Entry of auth, what other features may use (issue 15 item 4): the account mutations. The
// signed-in user's query is lib/queries/current-user, the profile list's lib/queries/profiles.
export { runDemoLogin, useDemoLogin, useLogout, useRegister } from './api/auth-mutations';
