export { ReturnsRefundsPage as default } from '../features/static-pages/views/returns-refunds-page';
