export { PolicyPage as default } from '../features/static-pages/views/policy-page';
