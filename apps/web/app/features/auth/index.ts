export { AuthPage } from './auth-page';
