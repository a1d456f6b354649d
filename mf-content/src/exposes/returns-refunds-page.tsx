export { ReturnsRefundsPage as default } from '../pages/returns-refunds/returns-refunds-page';
