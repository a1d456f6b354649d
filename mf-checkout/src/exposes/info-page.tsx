export { InfoPage as default } from '../pages/info/info-page';
