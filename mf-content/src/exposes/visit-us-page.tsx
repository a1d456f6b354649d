export { VisitUsPage as default } from '../features/visit-us/views/visit-us-page';
