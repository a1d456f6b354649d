export { SustainabilityPage as default } from '../features/sustainability/views/sustainability-page';
