export { SustainabilityPage as default } from '../pages/sustainability/sustainability-page';
