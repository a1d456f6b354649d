import { HomePage } from '../features/home/views/home-page';

export default HomePage;
