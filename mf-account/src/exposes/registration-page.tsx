export { RegistrationPage as default } from '../features/auth/views/registration-page';
