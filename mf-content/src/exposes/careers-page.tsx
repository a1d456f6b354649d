export { CareersPage as default } from '../features/static-pages/views/careers-page';
