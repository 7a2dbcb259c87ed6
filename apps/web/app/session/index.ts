// The customer's session, an app-wide layer under the features (issue 36): the stored tokens and
// their renewal, the session's API calls, the profile, sign-out, where to go after signing in. The
// sign-in pages (features/auth) open a session; the app bar, checkout and the orders read it.
export {
  useSession,
  withAccessToken,
  signOut,
  isSignedOutError,
  configureSession,
  refreshStoredProfile,
  type Session,
  type SessionSettings,
} from './session-store';
export { displayName, profileContact, type Profile, type ProfileContact } from './profile';
export { authPathReturningTo, safeNextPath } from './next-path';
