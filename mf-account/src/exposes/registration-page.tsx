export { RegistrationPage as default } from '../pages/registration/registration-page';
