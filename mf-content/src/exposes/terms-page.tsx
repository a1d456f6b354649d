export { TermsPage as default } from '../features/static-pages/views/terms-page';
