export { LoginPage as default } from '../pages/login/login-page';
