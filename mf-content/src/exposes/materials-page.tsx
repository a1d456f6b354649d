export { MaterialsPage as default } from '../pages/materials/materials-page';
