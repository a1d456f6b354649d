export { TermsPage as default } from '../pages/terms/terms-page';
