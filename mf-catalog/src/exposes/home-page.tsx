import { HomePage } from '../pages/home/home-page';

export default HomePage;
