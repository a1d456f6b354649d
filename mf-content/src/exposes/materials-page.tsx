export { MaterialsPage as default } from '../features/sustainability/views/materials-page';
