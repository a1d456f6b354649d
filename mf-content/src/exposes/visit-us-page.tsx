export { VisitUsPage as default } from '../pages/visit-us/visit-us-page';
