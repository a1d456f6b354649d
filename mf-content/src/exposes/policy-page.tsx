export { PolicyPage as default } from '../pages/policy/policy-page';
