export { CareersPage as default } from '../pages/careers/careers-page';
