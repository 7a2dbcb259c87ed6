export { AuthPage } from './auth-page';
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
