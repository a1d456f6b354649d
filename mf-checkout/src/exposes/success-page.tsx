export { SuccessPage as default } from '../pages/success/success-page';
