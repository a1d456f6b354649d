export { LoginPage as default } from '../features/auth/views/login-page';
