export { BackOfficeApp as default } from '../app/back-office-app';
